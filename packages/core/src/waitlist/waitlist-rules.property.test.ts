import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gapCancellations, type OfferContext, offerRefusal } from '../booking/offer-rules.ts';
import { holdEnd, holdRefusal, type Narrowing } from './waitlist-rules.ts';

/**
 * Property tests of issue 22: a seat is held for a waitlisted candidate only for a meeting the rule engine offers them
 * (offerRefusal as the candidate), inside their narrowing (days read with Intl in the meeting's zone, not the
 * product's time module), never where it would cancel another booking by the gap rule; and the hold ends after now,
 * within the organisation's hours, never past the meeting's cancel-freeze deadline. Random meetings, zones and clocks
 * around the DST changes of Sydney and Auckland.
 */

const ZONES = ['Australia/Sydney', 'Pacific/Auckland', 'Australia/Perth', 'Australia/Adelaide'] as const;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ANCHORS = ['2026-04-04T16:00:00Z', '2026-04-04T14:00:00Z', '2026-10-03T16:00:00Z', '2026-09-26T14:00:00Z'].map(Date.parse);
const iso = (t: number) => new Date(t).toISOString();
const formats = new Map(ZONES.map((z) => [z, new Intl.DateTimeFormat('en-CA', { timeZone: z, year: 'numeric', month: '2-digit', day: '2-digit' })]));
const wallDate = (instant: number, zone: string) => formats.get(zone as (typeof ZONES)[number])!.format(new Date(instant));

const clock = fc.oneof(
  fc.tuple(fc.constantFrom(...ANCHORS), fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 })).map(([a, m]) => a + m * MIN),
  fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
);

const caseArb = clock.chain((now) =>
  fc.record({
    now: fc.constant(now),
    stepType: fc.constantFrom('ASSESSMENT' as const, 'INTERVIEW' as const),
    project: fc.record({
      projectId: fc.constant('P1'),
      status: fc.constantFrom('ACTIVE' as const, 'ACTIVE' as const, 'INACTIVE' as const),
      start: fc.integer({ min: -30, max: 5 }).map((d) => iso(now + d * DAY)),
      end: fc.integer({ min: -2, max: 60 }).map((d) => iso(now + d * DAY)),
      meetingPeriodVisible: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
      meetingPeriodGap: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
      freezePeriodOnsite: fc.option(fc.integer({ min: 0, max: 48 }), { nil: undefined }),
      freezePeriodRemote: fc.option(fc.integer({ min: 0, max: 48 }), { nil: undefined }),
    }),
    meeting: fc.record({
      meetingId: fc.constant('M1'),
      projectId: fc.constantFrom('P1', 'P1', 'P1', 'P2'),
      stepType: fc.constantFrom('ASSESSMENT' as const, 'INTERVIEW' as const),
      start: fc.integer({ min: -4 * 24, max: 45 * 24 * 4 }).map((q) => iso(Math.floor(now / (15 * MIN)) * 15 * MIN + q * 15 * MIN)),
      timeZone: fc.constantFrom(...ZONES),
      deliveryMethod: fc.constantFrom('ONSITE' as const, 'REMOTE' as const),
      active: fc.constantFrom(true, true, false),
      show: fc.constantFrom(true, true, false),
      archived: fc.constantFrom(false, false, true),
      candidateMax: fc.constantFrom(1, 2, 5),
      candidatesConfirmed: fc.integer({ min: 0, max: 5 }),
      freezePeriodCancel: fc.option(fc.integer({ min: 0, max: 48 }), { nil: undefined }),
    }),
    others: fc.array(
      fc.record({
        stepType: fc.constantFrom('ASSESSMENT' as const, 'INTERVIEW' as const),
        status: fc.constantFrom('CONFIRMED' as const, 'COMPLETE' as const, 'CANCELLED' as const),
        offset: fc.integer({ min: -8 * 24 * 60, max: 10 * 24 * 60 }),
      }),
      { maxLength: 2 },
    ),
    narrowing: fc.record({
      from: fc.option(fc.integer({ min: -2, max: 40 }), { nil: undefined }),
      days: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
      deliveryMethod: fc.constantFrom('ONSITE' as const, 'REMOTE' as const, 'BOTH' as const, 'BOTH' as const),
    }),
    holdHours: fc.integer({ min: 1, max: 168 }),
  }),
);

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function contextOf(c: Case): OfferContext & { narrowing: Narrowing } {
  const zone = c.meeting.timeZone;
  const fromDate = c.narrowing.from === undefined ? undefined : wallDate(c.now + c.narrowing.from * DAY, zone);
  const toDate = c.narrowing.days === undefined ? undefined : wallDate(c.now + ((c.narrowing.from ?? 0) + c.narrowing.days) * DAY, zone);
  return {
    meeting: c.meeting,
    project: c.project,
    booking: { projectId: 'P1', stepType: c.stepType },
    otherBookings: c.others.map((o, i) => ({
      bookingId: `B${i}`,
      stepType: o.stepType,
      status: o.status,
      start: iso(Date.parse(c.meeting.start) + o.offset * MIN),
    })),
    now: new Date(c.now),
    narrowing: { fromDate, toDate, deliveryMethod: c.narrowing.deliveryMethod },
  };
}

describe('waitlist holds follow the rule engine (property)', () => {
  it('holds a seat iff the rule engine offers it, inside the narrowing, without a gap cancellation', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const ctx = contextOf(c);
        const day = wallDate(Date.parse(c.meeting.start), c.meeting.timeZone);
        const { fromDate, toDate, deliveryMethod } = ctx.narrowing;
        const inside =
          (!fromDate || day >= fromDate) && (!toDate || day <= toDate) && (deliveryMethod === 'BOTH' || deliveryMethod === c.meeting.deliveryMethod);
        const expected = offerRefusal({ ...ctx, asAdmin: false }) === undefined && inside && gapCancellations(ctx).length === 0;
        expect(holdRefusal(ctx) === undefined).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('a hold offered ends after now, within the hold hours, never past the cancel-freeze deadline', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const ctx = contextOf(c);
        if (holdRefusal(ctx) !== undefined) return;
        const end = holdEnd(ctx, c.holdHours).getTime();
        const m = c.meeting;
        const freeze = m.freezePeriodCancel ?? (m.deliveryMethod === 'REMOTE' ? c.project.freezePeriodRemote : c.project.freezePeriodOnsite) ?? 0;
        expect(end).toBeGreaterThan(c.now);
        expect(end).toBeLessThanOrEqual(c.now + c.holdHours * HOUR);
        expect(end).toBeLessThanOrEqual(Date.parse(m.start) - freeze * HOUR);
      }),
      { numRuns: 3000 },
    );
  });
});
