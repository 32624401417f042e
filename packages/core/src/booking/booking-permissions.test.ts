import { describe, expect, it } from 'vitest';
import { MSG } from '@scheduler/contracts/messages';
import { zonedDateTimeToUtc } from '../time/zoned-date-time.ts';
import { cancelAllowed, cancelNAMessage, completionAllowed, type PermissionFacts } from './booking-permissions.ts';

const at = (date: string, time: string, zone: string) => zonedDateTimeToUtc(date, time, zone);
const iso = (date: string, time: string, zone: string) => at(date, time, zone).toISOString();

function facts(over: Partial<PermissionFacts> & { start: string; end?: string }): PermissionFacts {
  const { start, end, ...rest } = over;
  return {
    now: new Date(0),
    viewer: 'CANDIDATE',
    booking: { status: 'CONFIRMED', start, end: end ?? start, stepType: 'ASSESSMENT' },
    meeting: { deliveryMethod: 'ONSITE' },
    project: { freezePeriodOnsite: 24, freezePeriodRemote: 12 },
    ...rest,
  };
}

describe('cancelAllowed', () => {
  // Sydney: clocks go from 02:00 to 03:00 on Sunday 4 October 2026 (AEST → AEDT).
  const sydneyStart = iso('2026-10-04', '09:00', 'Australia/Sydney');

  it('holds the onsite freeze as 24 real hours across the Sydney DST start (wall 08:00 the day before, not 09:00)', () => {
    const f = (time: string) => facts({ start: sydneyStart, now: at('2026-10-03', time, 'Australia/Sydney') });
    expect(cancelAllowed(f('07:59'))).toBe(true);
    expect(cancelAllowed(f('08:00'))).toBe(false);
    expect(cancelAllowed(f('08:30'))).toBe(false);
  });

  it('takes the remote freeze for a remote meeting, and the meeting freeze over the project one', () => {
    const now = at('2026-10-03', '19:00', 'Australia/Sydney'); // 13 real hours before 09:00 AEDT (12 hours before is 20:00 AEST)
    expect(cancelAllowed(facts({ start: sydneyStart, now, meeting: { deliveryMethod: 'REMOTE' } }))).toBe(true);
    expect(cancelAllowed(facts({ start: sydneyStart, now, meeting: { deliveryMethod: 'ONSITE' } }))).toBe(false);
    expect(cancelAllowed(facts({ start: sydneyStart, now, meeting: { deliveryMethod: 'ONSITE', freezePeriodCancel: 2 } }))).toBe(true);
    expect(cancelAllowed(facts({ start: sydneyStart, now, meeting: { deliveryMethod: 'REMOTE', freezePeriodCancel: 13.5 } }))).toBe(false);
  });

  it('holds 24 real hours across the Auckland DST end (wall 11:00 the day before a 10:00 start)', () => {
    // Auckland: clocks go back from 03:00 to 02:00 on Sunday 4 April 2027 (NZDT → NZST).
    const start = iso('2027-04-04', '10:00', 'Pacific/Auckland');
    const f = (time: string) => facts({ start, now: at('2027-04-03', time, 'Pacific/Auckland') });
    expect(cancelAllowed(f('10:30'))).toBe(true);
    expect(cancelAllowed(f('10:59'))).toBe(true);
    expect(cancelAllowed(f('11:00'))).toBe(false);
  });

  it('binds admins by the organisation admin freeze per method, and only by the start when none is set', () => {
    const start = iso('2026-10-04', '09:00', 'Australia/Sydney');
    const adminFreeze = { booking_cancel_onsite_admin_hours: 4, booking_cancel_remote_admin_hours: 1 };
    const now = at('2026-10-04', '06:30', 'Australia/Sydney');
    expect(cancelAllowed(facts({ start, now, viewer: 'ADMIN', adminFreeze }))).toBe(false);
    expect(cancelAllowed(facts({ start, now, viewer: 'ADMIN', adminFreeze, meeting: { deliveryMethod: 'REMOTE' } }))).toBe(true);
    expect(cancelAllowed(facts({ start, now, viewer: 'ADMIN' }))).toBe(true);
    expect(cancelAllowed(facts({ start, now: at('2026-10-04', '09:00', 'Australia/Sydney'), viewer: 'ADMIN' }))).toBe(false);
  });

  it('is never allowed for a booking that is not CONFIRMED', () => {
    const f = facts({ start: sydneyStart, now: new Date('2026-01-01T00:00:00Z') });
    expect(cancelAllowed(f)).toBe(true);
    for (const status of ['PENDING', 'CANCELLED', 'COMPLETE', 'MISSED', 'ARCHIVED'] as const) {
      expect(cancelAllowed({ ...f, booking: { ...f.booking, status } })).toBe(false);
    }
  });
});

describe('cancelNAMessage', () => {
  const settings = {
    msgBookingCancelInterviewNA_Candidate: 'Interview: call us.',
    msgBookingCancelAssessmentNA_Candidate: 'Assessment: call us.',
    msgBookingCancelNA_Assessor: 'Assessor: call the admin.',
  };
  const frozen = facts({ start: '2026-12-01T00:00:00.000Z', now: new Date('2026-11-30T12:00:00.000Z') });

  it("answers the organisation's words by viewer and step, else the spec's message; nothing when cancelling is allowed", () => {
    expect(cancelNAMessage(frozen, settings)).toBe('Assessment: call us.');
    expect(cancelNAMessage({ ...frozen, booking: { ...frozen.booking, stepType: 'INTERVIEW' } }, settings)).toBe('Interview: call us.');
    expect(cancelNAMessage({ ...frozen, viewer: 'STAFF' }, settings)).toBe('Assessor: call the admin.');
    expect(cancelNAMessage({ ...frozen, viewer: 'STAFF' }, {})).toBe(MSG.notAllowed);
    expect(cancelNAMessage({ ...frozen, viewer: 'ADMIN', now: new Date('2026-12-01T00:00:00.000Z') }, settings)).toBe(
      'Action not allowed at this stage, please contact support',
    );
    expect(cancelNAMessage({ ...frozen, now: new Date('2026-11-01T00:00:00.000Z') }, settings)).toBeUndefined();
  });
});

describe('completionAllowed', () => {
  // Auckland: clocks go from 02:00 to 03:00 on Sunday 27 September 2026; a 01:00-04:00 wall meeting lasts 2 real hours.
  const start = iso('2026-09-27', '01:00', 'Pacific/Auckland');
  const end = iso('2026-09-27', '04:00', 'Pacific/Auckland');
  const f = (time: string, over: Partial<PermissionFacts> = {}) =>
    facts({
      start,
      end,
      viewer: 'STAFF',
      now: at('2026-09-27', time, 'Pacific/Auckland'),
      meeting: { deliveryMethod: 'ONSITE', freezePeriodCompletion: 2 },
      ...over,
    });

  it('opens at the start and closes the completion freeze after the end, in real hours over the Auckland DST start', () => {
    expect(completionAllowed(f('00:59'))).toBe(false);
    expect(completionAllowed(f('01:00'))).toBe(true);
    expect(completionAllowed(f('06:00'))).toBe(true);
    expect(completionAllowed(f('06:01'))).toBe(false);
  });

  it('lets admins complete any time after the start, never candidates', () => {
    expect(completionAllowed(f('23:00', { viewer: 'ADMIN' }))).toBe(true);
    expect(completionAllowed(f('00:30', { viewer: 'ADMIN' }))).toBe(false);
    expect(completionAllowed(f('02:00', { viewer: 'CANDIDATE' }))).toBe(false);
  });

  it('takes the project freeze when the meeting has none, then 1 hour', () => {
    expect(completionAllowed(f('07:30', { meeting: { deliveryMethod: 'ONSITE' }, project: { freezePeriodCompletion: 4 } }))).toBe(true);
    expect(completionAllowed(f('05:00', { meeting: { deliveryMethod: 'ONSITE' }, project: {} }))).toBe(true);
    expect(completionAllowed(f('05:01', { meeting: { deliveryMethod: 'ONSITE' }, project: {} }))).toBe(false);
  });

  it('allows re-completing COMPLETE, INCOMPLETE and MISSED, never PENDING, CANCELLED or ARCHIVED', () => {
    const base = f('02:00');
    for (const status of ['CONFIRMED', 'COMPLETE', 'INCOMPLETE', 'MISSED'] as const) {
      expect(completionAllowed({ ...base, booking: { ...base.booking, status } })).toBe(true);
    }
    for (const status of ['PENDING', 'CANCELLED', 'ARCHIVED'] as const) {
      expect(completionAllowed({ ...base, booking: { ...base.booking, status } })).toBe(false);
    }
  });
});
