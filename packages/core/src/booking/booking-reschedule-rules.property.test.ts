import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingViewer, PermissionFacts } from './booking-permissions.ts';
import { rescheduleRefusal } from './booking-reschedule-rules.ts';
import { type OfferContext, type OfferMeeting, offerRefusal, type OtherBooking } from './offer-rules.ts';

/**
 * Property test of issue 22 item 1: a reschedule is accepted exactly when cancelling the booking now and booking the
 * new meeting (the booking treated as pending: its own seat left out) would both be accepted — across random
 * meetings, zones, callers and clocks around the DST changes of Sydney and Auckland. Cancel-now is checked against an
 * oracle written again from the spec (real hours before the start, the caller's freeze); book-new is the booking
 * call's own decision (offerRefusal, itself checked against its Intl oracle in offer-rules.property.test.ts).
 */

const ZONES = ['Australia/Sydney', 'Pacific/Auckland', 'Australia/Perth', 'Australia/Adelaide'] as const;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The DST changes of 2026 (UTC instants): Sydney end 5 April and start 4 October, Auckland end 5 April and start 27 September. */
const ANCHORS = ['2026-04-04T16:00:00Z', '2026-04-04T14:00:00Z', '2026-10-03T16:00:00Z', '2026-09-26T14:00:00Z'].map(Date.parse);
const iso = (t: number) => new Date(t).toISOString();
const PROJECT_ID = 'P1';

const clock = fc.oneof(
  fc.tuple(fc.constantFrom(...ANCHORS), fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 })).map(([anchor, minutes]) => anchor + minutes * MIN),
  fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
);
const hours = fc.option(fc.integer({ min: 0, max: 48 }), { nil: undefined });

const meetingArb = (now: number, stepType: 'ASSESSMENT' | 'INTERVIEW', meetingId: string): fc.Arbitrary<OfferMeeting> =>
  fc.record({
    meetingId: fc.constant(meetingId),
    projectId: fc.constantFrom(PROJECT_ID, PROJECT_ID, PROJECT_ID, 'P2'),
    stepType: fc.constantFrom(stepType, stepType, stepType, stepType === 'ASSESSMENT' ? ('INTERVIEW' as const) : ('ASSESSMENT' as const)),
    // Quarter hours from a day before now to 20 days after, crossing the anchors' DST changes.
    start: fc.integer({ min: -4 * 24, max: 20 * 24 * 4 }).map((q) => iso(Math.floor(now / (15 * MIN)) * 15 * MIN + q * 15 * MIN)),
    timeZone: fc.constantFrom(...ZONES),
    deliveryMethod: fc.constantFrom('ONSITE' as const, 'REMOTE' as const),
    active: fc.constantFrom(true, true, true, false),
    show: fc.constantFrom(true, true, true, false),
    archived: fc.constantFrom(false, false, false, true),
    candidateMax: fc.constantFrom(1, 2, 5),
    candidatesConfirmed: fc.integer({ min: 0, max: 3 }),
    freezePeriodCancel: hours,
  });

const scenario = clock.chain((now) =>
  fc.constantFrom('ASSESSMENT' as const, 'INTERVIEW' as const).chain((stepType) =>
    fc.record({
      now: fc.constant(now),
      stepType: fc.constant(stepType),
      viewer: fc.constantFrom<BookingViewer>('CANDIDATE', 'CANDIDATE', 'ADMIN'),
      adminFreeze: fc.option(fc.record({ booking_cancel_onsite_admin_hours: fc.nat(24), booking_cancel_remote_admin_hours: fc.nat(24) }), {
        nil: undefined,
      }),
      status: fc.constantFrom('CONFIRMED' as const, 'CONFIRMED' as const, 'CONFIRMED' as const, 'PENDING' as const, 'COMPLETE' as const),
      project: fc.record({
        projectId: fc.constant(PROJECT_ID),
        status: fc.constantFrom('ACTIVE' as const, 'ACTIVE' as const, 'ACTIVE' as const, 'ACTIVE' as const, 'INACTIVE' as const),
        start: fc.integer({ min: -30, max: 5 }).map((d) => iso(now + d * DAY)),
        end: fc.integer({ min: -2, max: 30 }).map((d) => iso(now + d * DAY + 7 * HOUR)),
        meetingPeriodVisible: fc.option(fc.integer({ min: 0, max: 25 }), { nil: undefined }),
        meetingPeriodGap: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        freezePeriodOnsite: hours,
        freezePeriodRemote: hours,
      }),
      from: meetingArb(now, stepType, 'FROM').map((m) => ({ ...m, projectId: PROJECT_ID, stepType })),
      // Half the new meetings open to the step (so many moves pass), half anything.
      to: fc.oneof(
        meetingArb(now, stepType, 'TO'),
        meetingArb(now, stepType, 'TO').map((m) => ({
          ...m,
          projectId: PROJECT_ID,
          stepType,
          active: true,
          show: true,
          archived: false,
          candidatesConfirmed: 0,
        })),
      ),
      // The candidate's other step: its booking and how far from the new meeting's start it is.
      other: fc.option(
        fc.record({
          status: fc.constantFrom('CONFIRMED' as const, 'COMPLETE' as const, 'CANCELLED' as const),
          offset: fc.integer({ min: -8 * 24 * 60, max: 8 * 24 * 60 }),
        }),
        { nil: undefined },
      ),
    }),
  ),
);

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

/** Cancel-now, written again from doc 2 §4: a CONFIRMED booking, now more than the caller's freeze (real hours) before its start. */
function cancelOracle(s: Scenario): boolean {
  if (s.status !== 'CONFIRMED') return false;
  const remote = s.from.deliveryMethod === 'REMOTE';
  const freeze =
    s.viewer === 'ADMIN'
      ? s.adminFreeze
        ? remote
          ? s.adminFreeze.booking_cancel_remote_admin_hours
          : s.adminFreeze.booking_cancel_onsite_admin_hours
        : 0
      : (s.from.freezePeriodCancel ?? (remote ? s.project.freezePeriodRemote : s.project.freezePeriodOnsite) ?? 0);
  return s.now < Date.parse(s.from.start) - freeze * HOUR;
}

const otherBookings = (s: Scenario): OtherBooking[] =>
  s.other
    ? [
        {
          bookingId: 'OTHER',
          stepType: s.stepType === 'ASSESSMENT' ? 'INTERVIEW' : 'ASSESSMENT',
          status: s.other.status,
          start: iso(Date.parse(s.to.start) + s.other.offset * MIN),
          meetingId: 'OTHER-M',
        },
      ]
    : [];

function factsOf(s: Scenario, to: OfferMeeting = s.to) {
  const cancel: Omit<PermissionFacts, 'now'> = {
    viewer: s.viewer,
    booking: { status: s.status, start: s.from.start, end: iso(Date.parse(s.from.start) + 2 * HOUR), stepType: s.stepType },
    meeting: { deliveryMethod: s.from.deliveryMethod, freezePeriodCancel: s.from.freezePeriodCancel },
    project: s.project,
    adminFreeze: s.adminFreeze,
  };
  const offer: Omit<OfferContext, 'now'> = {
    meeting: to,
    project: s.project,
    booking: { projectId: PROJECT_ID, stepType: s.stepType },
    otherBookings: otherBookings(s),
    asAdmin: s.viewer === 'ADMIN',
  };
  return { now: new Date(s.now), cancel, fromMeetingId: s.from.meetingId, offer };
}

const RUNS = { numRuns: 2000 };

describe('reschedule rules (property)', () => {
  it('accept a move exactly when cancel-now and book-new would both be accepted, across zones and DST days', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const bookNew = offerRefusal({ ...factsOf(s).offer, now: new Date(s.now) }) === undefined;
        const accepted = rescheduleRefusal(factsOf(s)) === undefined;
        expect(accepted, JSON.stringify(s)).toBe(cancelOracle(s) && bookNew);
      }),
      RUNS,
    );
    // Not vacuous: a good share of the random moves are accepted, and a good share refused by each side.
    const sample = fc.sample(scenario, { numRuns: 2000, seed: 22 });
    const accepted = sample.filter((s) => rescheduleRefusal(factsOf(s)) === undefined).length;
    const frozenOnly = sample.filter((s) => !cancelOracle(s) && s.status === 'CONFIRMED').length;
    expect(accepted).toBeGreaterThan(100);
    expect(frozenOnly).toBeGreaterThan(50);
  });

  it('name the rule that refuses: the cancel freeze first, then the book path’s own refusal', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const refusal = rescheduleRefusal(factsOf(s));
        if (!cancelOracle(s)) expect(refusal).toEqual({ rule: 'cancel' });
        else {
          const reason = offerRefusal({ ...factsOf(s).offer, now: new Date(s.now) });
          expect(refusal).toEqual(reason ? { rule: 'offer', reason } : undefined);
        }
      }),
      RUNS,
    );
  });

  it('never move a booking into the meeting it is in', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const same = { ...s.to, meetingId: s.from.meetingId };
        const refusal = rescheduleRefusal(factsOf(s, same));
        expect(refusal).toEqual(cancelOracle(s) ? { rule: 'same-meeting' } : { rule: 'cancel' });
      }),
      RUNS,
    );
  });
});
