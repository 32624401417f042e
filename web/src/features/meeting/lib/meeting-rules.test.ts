import { describe, expect, it } from 'vitest';
import type { MeetingRecord } from './meeting-record.ts';
import { meetingActions, meetingChips, meetingCrumbs } from './meeting-rules.ts';

const NOW = new Date('2027-03-10T00:00:00Z');
const meeting = (extra: Partial<MeetingRecord> = {}): MeetingRecord => ({
  encryptedId: 'M1',
  encryptedProjectId: 'P1',
  stepType: 'INTERVIEW',
  active: true,
  archived: false,
  startDateDisplay: '2027-03-20',
  startTimeDisplay: '09:00',
  encryptedTimezoneId: 'Australia/Sydney',
  ...extra,
});
const admin = { isAdmin: true, isAssessor: false };
const assessor = { isAdmin: false, isAssessor: true };

describe('meeting chips (doc 2 §4)', () => {
  it('Archived alone; else Active or Inactive, not-visible and Surge', () => {
    expect(meetingChips({ archived: true, active: true, surge: true })).toEqual(['Archived']);
    expect(meetingChips({ active: true })).toEqual(['Active']);
    expect(meetingChips({ active: false, show: false, surge: true })).toEqual(['Inactive', 'not-visible', 'Surge']);
  });
});

describe('meeting actions per role and state (doc 2 §2, §6)', () => {
  it('an admin: Edit, Download Calendar, Delete, Duplicate; Field Audit Log with showAuditField', () => {
    expect(meetingActions(meeting(), admin, NOW)).toEqual(['edit', 'downloadCalendar', 'delete', 'duplicate']);
    expect(meetingActions(meeting({ showAuditField: true }), admin, NOW)).toContain('fieldAudit');
  });

  it('nothing for an archived meeting', () => {
    expect(meetingActions(meeting({ archived: true }), admin, NOW)).toEqual([]);
    expect(meetingActions(meeting({ archived: true }), assessor, NOW)).toEqual([]);
  });

  it('an assessor: Close, and Edit and Delete only while the start has not passed', () => {
    expect(meetingActions(meeting(), assessor, NOW)).toEqual(['close', 'edit', 'delete']);
    expect(meetingActions(meeting({ startDateDisplay: '2027-03-01' }), assessor, NOW)).toEqual(['close']);
  });

  it('Complete: an internal meeting whose start has passed, when allowed and not opened by an assessor admin for another', () => {
    const past = meeting({ stepType: 'INTERNAL', startDateDisplay: '2027-03-01' });
    expect(meetingActions(past, assessor, NOW)).toEqual(['close', 'complete']);
    expect(meetingActions({ ...past, accessByAssessorAdmin: true }, assessor, NOW)).toEqual(['close']);
    expect(meetingActions({ ...past, completionAllowedInternal: false }, assessor, NOW)).toEqual(['close']);
    expect(meetingActions(meeting({ stepType: 'INTERNAL' }), assessor, NOW)).not.toContain('complete');
    expect(meetingActions(past, admin, NOW)).toContain('complete');
  });
});

describe('breadcrumbs by return target (doc 2 §2)', () => {
  const words = { meeting: 'Session', meetings: 'Sessions' };
  const base = { isNew: false, assessorScreen: false, project: { id: 'P1', name: 'Graduates' }, title: 'Session Details', words };
  it('follows the calendar, the meeting list, the purge list or the project', () => {
    expect(meetingCrumbs({ ...base, returnUrl: '/calendar' })).toEqual([{ label: 'Calendar', to: '/calendar' }, { label: 'Session Details' }]);
    expect(meetingCrumbs({ ...base, returnUrl: '/manage/meeting-list' })[0]).toEqual({ label: 'Manage Sessions', to: '/manage/meeting-list' });
    expect(meetingCrumbs({ ...base, returnUrl: '/manage/purge-list' })[0]).toEqual({ label: 'Purge Availabilities', to: '/manage/purge-list' });
    expect(meetingCrumbs({ ...base, returnUrl: '/project/P1' })).toEqual([
      { label: 'Projects', to: '/project' },
      { label: 'Graduates', to: '/project/P1' },
      { label: 'Session Details' },
    ]);
  });

  it('a new meeting: Projects > project > Create {meeting}; the assessor screen: back to the calendar or the meeting list', () => {
    expect(meetingCrumbs({ ...base, isNew: true, returnUrl: '/calendar', title: 'Create Session' }).map((c) => c.label)).toEqual([
      'Projects',
      'Graduates',
      'Create Session',
    ]);
    expect(meetingCrumbs({ ...base, assessorScreen: true, returnUrl: '/manage/meeting-list' }).map((c) => c.label)).toEqual([
      'Manage Sessions',
      'Session Details',
    ]);
    expect(meetingCrumbs({ ...base, assessorScreen: true }).map((c) => c.label)).toEqual(['Calendar', 'Session Details']);
  });
});
