import { describe, expect, it } from 'vitest';
import type { Meeting } from './meeting-entity.ts';
import { meetingRowOf } from './meeting-list-rows.ts';
import { meetingDetailOf } from './meeting-view.ts';

/** The seeded live interview: a 1-hour project, a meeting that runs 06:30 to 08:30 Sydney (a copy of 1 hour kept). */
const meeting = {
  organisationId: 'ORG',
  meetingId: 'M1',
  projectId: 'P1',
  stepType: 'INTERVIEW',
  assessorId: 'A1',
  start: '2027-03-04T19:30:00.000Z',
  end: '2027-03-04T21:30:00.000Z',
  timeZone: 'Australia/Sydney',
  durationHours: 1,
  deliveryMethod: 'REMOTE',
  candidateMin: 0,
  candidateMax: 1,
  candidatesConfirmed: 0,
  active: true,
  show: true,
  surge: false,
  archived: false,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
} as unknown as Meeting;

describe("a meeting's duration has one source: its start and end", () => {
  it('the meeting page, the meeting list and the calendar read 2 hours for a meeting from 06:30 to 08:30', () => {
    const detail = meetingDetailOf(meeting, {
      labels: {},
      resourceNames: [],
      assessorOrgAdmin: false,
      showAuditField: false,
      accessByAssessorAdmin: false,
      completionAllowedInternal: false,
    } as never);
    expect(detail).toMatchObject({ duration: 2, startTimeDisplay: '06:30', endTimeDisplay: '08:30' });
    const row = meetingRowOf(meeting, { projectNames: new Map(), assessorNames: new Map(), labels: {} as never, admin: true, now: new Date() });
    expect(row.providedHours).toBe(2);
  });
});
