import { describe, expect, it } from 'vitest';
import { formatApiTime } from '../time/time-formats.ts';
import {
  completionAllowedByTime,
  durationOf,
  editAllowedByTime,
  freezePeriodsOf,
  meetingHours,
  meetingSlot,
  spotsOf,
  startWindowErrors,
} from './meeting-rules.ts';

const SYD = 'Australia/Sydney';
const AKL = 'Pacific/Auckland';
const hours = (s: { start: string; end: string }) => (Date.parse(s.end) - Date.parse(s.start)) / 3_600_000;

describe('meeting start and end on DST days', () => {
  it('Sydney spring forward (4 Oct 2026): a 2-hour meeting from 01:30 is 2 real hours and ends 04:30 on the wall clock', () => {
    const slot = meetingSlot('2026-10-04', '01:30', SYD, 2);
    expect(slot).toEqual({ start: '2026-10-03T15:30:00.000Z', end: '2026-10-03T17:30:00.000Z' });
    expect(hours(slot)).toBe(2);
    expect(formatApiTime(new Date(slot.end), SYD)).toBe('04:30');
  });

  it('Sydney spring forward: 02:30 does not exist and moves forward by the gap to 03:30 AEDT', () => {
    expect(meetingSlot('2026-10-04', '02:30', SYD, 1).start).toBe('2026-10-03T16:30:00.000Z');
  });

  it('Sydney fall back (4 Apr 2027): a 1-hour meeting from 02:30 starts at the first 02:30 (AEDT) and ends at the second 02:30', () => {
    const slot = meetingSlot('2027-04-04', '02:30', SYD, 1);
    expect(slot).toEqual({ start: '2027-04-03T15:30:00.000Z', end: '2027-04-03T16:30:00.000Z' });
    expect(formatApiTime(new Date(slot.end), SYD)).toBe('02:30');
  });

  it('Auckland spring forward (27 Sep 2026) and fall back (4 Apr 2027) keep real durations', () => {
    const spring = meetingSlot('2026-09-27', '01:00', AKL, 3);
    expect(spring).toEqual({ start: '2026-09-26T13:00:00.000Z', end: '2026-09-26T16:00:00.000Z' });
    expect(formatApiTime(new Date(spring.end), AKL)).toBe('05:00');
    const autumn = meetingSlot('2027-04-04', '01:00', AKL, 3);
    expect(autumn).toEqual({ start: '2027-04-03T12:00:00.000Z', end: '2027-04-03T15:00:00.000Z' });
    expect(formatApiTime(new Date(autumn.end), AKL)).toBe('03:00');
  });
});

describe('edit freeze on DST days (real hours, not wall-clock hours)', () => {
  // 09:00 AEST on 4 Apr 2027 = 23:00 UTC on 3 Apr; 24 real hours before is 10:00 AEDT on 3 Apr.
  const start = '2027-04-03T23:00:00.000Z';
  const check = (now: string, extra: Partial<Parameters<typeof editAllowedByTime>[0]> = {}) =>
    editAllowedByTime({ now: new Date(now), start, deliveryMethod: 'ONSITE', admin: false, freezePeriodEdit: 24, ...extra });

  it('lets an assessor edit until 24 real hours before the start, across the Sydney fall-back night', () => {
    expect(check('2027-04-02T22:59:00.000Z')).toBe(true);
    expect(check('2027-04-02T23:00:00.000Z')).toBe(false);
    expect(check('2027-04-03T10:00:00.000Z')).toBe(false);
  });

  it('never lets an assessor edit once the start has passed, even without a freeze', () => {
    expect(check('2027-04-03T22:59:00.000Z', { freezePeriodEdit: 0 })).toBe(true);
    expect(check('2027-04-03T23:00:00.000Z', { freezePeriodEdit: 0 })).toBe(false);
  });

  it("binds admins by the organisation's onsite or remote admin freeze, and not at all without one", () => {
    const adminFreeze = { onsite: 48, remote: 2 };
    expect(check('2027-04-02T00:00:00.000Z', { admin: true, adminFreeze })).toBe(false);
    expect(check('2027-04-02T00:00:00.000Z', { admin: true, adminFreeze, deliveryMethod: 'REMOTE' })).toBe(true);
    expect(check('2027-04-03T21:30:00.000Z', { admin: true, adminFreeze, deliveryMethod: 'REMOTE' })).toBe(false);
    expect(check('2027-04-05T00:00:00.000Z', { admin: true })).toBe(true);
  });

  it('Auckland spring forward: a freeze of 3 hours before 04:00 NZDT ends at 00:00 NZST (the clock skips an hour)', () => {
    const akl = meetingSlot('2026-09-27', '04:00', AKL, 1).start;
    expect(akl).toBe('2026-09-26T15:00:00.000Z');
    const c = (now: string) => editAllowedByTime({ now: new Date(now), start: akl, deliveryMethod: 'REMOTE', admin: false, freezePeriodEdit: 3 });
    expect(c('2026-09-26T11:59:00.000Z')).toBe(true);
    expect(c('2026-09-26T12:00:00.000Z')).toBe(false);
  });

  it('allows internal completion from the start on', () => {
    expect(completionAllowedByTime(new Date('2027-04-03T22:59:59.000Z'), start)).toBe(false);
    expect(completionAllowedByTime(new Date(start), start)).toBe(true);
  });
});

describe('start-date window', () => {
  const project = { projectStart: '2026-09-01T00:00:00.000Z', projectEnd: '2026-10-31T06:00:00.000Z' };

  it("judges 'today' in the meeting's zone: early on 27 Sep in Auckland is still 26 Sep in UTC", () => {
    const now = new Date('2026-09-26T12:30:00.000Z');
    const yesterday = meetingSlot('2026-09-26', '15:00', AKL, 1).start;
    expect(startWindowErrors({ start: yesterday, zone: AKL, now, ...project })).toEqual({
      startDateDisplay: 'The start date may not be before 2026-09-27.',
    });
    const later = meetingSlot('2026-09-27', '03:30', AKL, 1).start;
    expect(startWindowErrors({ start: later, zone: AKL, now, ...project })).toEqual({});
  });

  it('lets an internal meeting start up to the past period in days back, never before the project start', () => {
    const now = new Date('2026-09-26T12:30:00.000Z');
    const fiveDaysBack = meetingSlot('2026-09-22', '10:00', AKL, 1).start;
    expect(startWindowErrors({ start: fiveDaysBack, zone: AKL, now, pastDays: 7, ...project })).toEqual({});
    expect(startWindowErrors({ start: fiveDaysBack, zone: AKL, now, pastDays: 3, ...project })).toEqual({
      startDateDisplay: 'The start date may not be before 2026-09-24.',
    });
    const beforeProject = meetingSlot('2026-08-31', '10:00', SYD, 1).start;
    expect(startWindowErrors({ start: beforeProject, zone: SYD, now: new Date('2026-09-02T00:00:00.000Z'), pastDays: 30, ...project })).toEqual({
      startDateDisplay: 'The start date may not be before 2026-09-01.',
    });
  });

  it("refuses a start after the project's end date in the meeting's zone, and a time already passed today", () => {
    const now = new Date('2026-10-04T00:00:00.000Z');
    expect(startWindowErrors({ start: meetingSlot('2026-10-31', '20:00', SYD, 1).start, zone: SYD, now, ...project })).toEqual({});
    expect(startWindowErrors({ start: meetingSlot('2026-11-01', '09:00', SYD, 1).start, zone: SYD, now, ...project })).toEqual({
      startDateDisplay: 'The start date may not be after 2026-10-31.',
    });
    expect(startWindowErrors({ start: meetingSlot('2026-10-04', '10:00', SYD, 1).start, zone: SYD, now, ...project })).toEqual({
      startTimeDisplay: 'The start time has already passed.',
    });
  });
});

describe('duration, freeze periods and spots', () => {
  it('takes the duration from the project except for internal meetings, which enter 1 to 10 hours', () => {
    expect(durationOf('INTERVIEW', 1.5, 4)).toBe(1.5);
    expect(durationOf('ASSESSMENT', undefined, 2)).toBe(2);
    expect(durationOf('INTERVIEW', undefined, undefined)).toEqual({ error: "The project has no duration: enter the meeting's duration." });
    expect(durationOf('INTERNAL', 3, 2.5)).toBe(2.5);
    expect(durationOf('INTERNAL', 3, 0.5)).toEqual({ error: 'Duration must be between 1 and 10 hours.' });
    expect(durationOf('INTERNAL', 3, 11)).toEqual({ error: 'Duration must be between 1 and 10 hours.' });
  });

  it("a meeting keeps its own length: the project's duration only sets a new meeting's end", () => {
    expect(durationOf('INTERVIEW', 1, 1, 2)).toBe(2);
    expect(durationOf('ASSESSMENT', 3, undefined, 1.5)).toBe(1.5);
    expect(durationOf('INTERNAL', undefined, 4, 2)).toBe(4);
    expect(meetingHours({ start: '2027-03-04T19:30:00.000Z', end: '2027-03-04T21:30:00.000Z' })).toBe(2);
    expect(meetingHours({ start: '2027-03-04T19:30:00.000Z', end: '2027-03-04T21:00:00.000Z' })).toBe(1.5);
    // Sydney's clocks go back on 4 April 2027: 02:00 to 03:00 wall time is two real hours.
    expect(meetingHours(meetingSlot('2027-04-04', '02:00', SYD, 2))).toBe(2);
  });

  it('defaults the cancel freeze from the onsite or remote project value, edit and completion from the project, within range', () => {
    const project = { freezePeriodOnsite: 24, freezePeriodRemote: 12, freezePeriodEdit: 6, freezePeriodCompletion: 0 };
    expect(freezePeriodsOf(project, 'ONSITE', {})).toEqual({ freezePeriodCancel: 24, freezePeriodEdit: 6, freezePeriodCompletion: 1 });
    expect(freezePeriodsOf(project, 'REMOTE', { freezePeriodEdit: 0 })).toEqual({
      freezePeriodCancel: 12,
      freezePeriodEdit: 0,
      freezePeriodCompletion: 1,
    });
    expect(freezePeriodsOf({ freezePeriodOnsite: 5000 }, 'ONSITE', { freezePeriodCompletion: 3 })).toEqual({
      freezePeriodCancel: 999.99,
      freezePeriodEdit: 0,
      freezePeriodCompletion: 3,
    });
  });

  it('gives interviews one spot and internal meetings none; assessments keep what was entered', () => {
    expect(spotsOf('INTERVIEW', { candidateMin: 3, candidateMax: 9 })).toEqual({ candidateMin: 0, candidateMax: 1 });
    expect(spotsOf('INTERNAL', { candidateMax: 9 })).toEqual({ candidateMin: 0, candidateMax: 0 });
    expect(spotsOf('ASSESSMENT', { candidateMin: 3, candidateMax: 9 })).toEqual({ candidateMin: 3, candidateMax: 9 });
  });
});
