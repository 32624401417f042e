import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySpotsSearch } from '@scheduler/contracts/schemas/meeting';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { offeredAmong, searchRange } from './offer-search.ts';
import {
  gapCancellations,
  type OfferContext,
  type OfferMeeting,
  type OfferRefusal,
  offeredDays,
  offerRefusal,
  type OtherBooking,
} from './offer-rules.ts';

/**
 * Property tests of issue 11 item 1: random meetings, zones and clocks around the DST changes of Sydney, Adelaide and
 * Auckland (and zones without DST). The rules are checked against an oracle that reads wall dates with Intl (not the
 * product's time module), and the search's bounded index read plus its filters against the booking call's decision
 * (offerRefusal on the same data): a meeting is offered exactly when the booking write would accept it.
 */

const ZONES = ['Australia/Sydney', 'Pacific/Auckland', 'Australia/Perth', 'Australia/Adelaide', 'Australia/Brisbane'] as const;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The DST changes of 2026 (UTC instants): Sydney/Adelaide end 5 April and start 4 October, Auckland end 5 April and start 27 September. */
const ANCHORS = [
  '2026-04-04T16:00:00Z',
  '2026-04-04T14:00:00Z',
  '2026-04-04T16:30:00Z',
  '2026-10-03T16:00:00Z',
  '2026-09-26T14:00:00Z',
  '2026-10-03T16:30:00Z',
].map(Date.parse);

const formats = new Map(ZONES.map((z) => [z, new Intl.DateTimeFormat('en-CA', { timeZone: z, year: 'numeric', month: '2-digit', day: '2-digit' })]));
const wallDate = (instant: number, zone: string) => formats.get(zone as (typeof ZONES)[number])!.format(new Date(instant));
const dayNumber = (ymd: string) => Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) / DAY;

/** The rules of offer-rules.ts written again from the issue, with Intl for every wall date. */
function oracle(c: OfferContext): OfferRefusal | undefined {
  const { meeting: m, project: p, booking: b, now } = c;
  const start = Date.parse(m.start);
  if (m.archived || !m.active || p.status !== 'ACTIVE') return 'closed';
  if (!m.show && !c.asAdmin) return 'hidden';
  if (b.projectId !== m.projectId || p.projectId !== m.projectId || b.stepType !== m.stepType) return 'wrong-step';
  if (start <= now.getTime()) return 'past';
  const day = wallDate(start, m.timeZone);
  if (day < wallDate(Date.parse(p.start), m.timeZone) || day > wallDate(Date.parse(p.end), m.timeZone)) return 'outside-window';
  if (!c.asAdmin && p.meetingPeriodVisible !== undefined && dayNumber(day) - dayNumber(wallDate(now.getTime(), m.timeZone)) > p.meetingPeriodVisible)
    return 'not-visible-yet';
  const freeze = m.freezePeriodCancel ?? (m.deliveryMethod === 'REMOTE' ? p.freezePeriodRemote : p.freezePeriodOnsite) ?? 0;
  if (!c.asAdmin && freeze > 0 && now.getTime() >= start - freeze * HOUR) return 'frozen';
  if (m.candidatesConfirmed >= m.candidateMax) return 'full';
  const gap = p.meetingPeriodGap ?? 0;
  if (m.stepType === 'INTERVIEW' && gap > 0) {
    const close = c.otherBookings.some(
      (o) =>
        o.stepType === 'ASSESSMENT' &&
        (o.status === 'CONFIRMED' || o.status === 'COMPLETE') &&
        o.start &&
        dayNumber(day) - dayNumber(wallDate(Date.parse(o.start), m.timeZone)) < gap,
    );
    if (close) return 'gap';
  }
  return undefined;
}

const iso = (t: number) => new Date(t).toISOString();
const clock = fc.oneof(
  fc.tuple(fc.constantFrom(...ANCHORS), fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 })).map(([anchor, minutes]) => anchor + minutes * MIN),
  fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
);

const PROJECT_ID = 'P1';
const world = clock.chain((now) =>
  fc.record({
    now: fc.constant(now),
    zone: fc.constantFrom(...ZONES),
    stepType: fc.constantFrom('ASSESSMENT' as const, 'INTERVIEW' as const),
    project: fc.record({
      projectId: fc.constant(PROJECT_ID),
      status: fc.constantFrom('ACTIVE' as const, 'ACTIVE' as const, 'ACTIVE' as const, 'INACTIVE' as const),
      start: fc.integer({ min: -30, max: 10 }).map((d) => iso(now + d * DAY)),
      end: fc.integer({ min: -2, max: 60 }).map((d) => iso(now + d * DAY + 7 * HOUR)),
      meetingPeriodVisible: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
      meetingPeriodGap: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined, freq: 6 }),
      freezePeriodOnsite: fc.option(fc.integer({ min: 0, max: 48 }), { nil: undefined }),
      freezePeriodRemote: fc.option(fc.integer({ min: 0, max: 48 }), { nil: undefined }),
    }),
    others: fc.array(
      fc.record({
        stepType: fc.constantFrom('ASSESSMENT' as const, 'INTERVIEW' as const),
        status: fc.constantFrom('CONFIRMED' as const, 'CONFIRMED' as const, 'COMPLETE' as const, 'CANCELLED' as const, 'PENDING' as const),
        // Minutes from the meeting's start: mostly the days before it (an assessment before its interview).
        offset: fc.oneof(fc.integer({ min: -7 * 24 * 60, max: 24 * 60 }), fc.integer({ min: -8 * 24 * 60, max: 40 * 24 * 60 })),
      }),
      { maxLength: 2 },
    ),
  }),
);

const meetingArb = (now: number, zone: string, stepType: 'ASSESSMENT' | 'INTERVIEW', n: number) =>
  fc.record({
    meetingId: fc.constant(`M${n}`),
    projectId: fc.constantFrom(PROJECT_ID, PROJECT_ID, PROJECT_ID, 'P2'),
    stepType: fc.constantFrom(stepType, stepType, stepType, stepType === 'ASSESSMENT' ? ('INTERVIEW' as const) : ('ASSESSMENT' as const)),
    // Quarter hours from a day before now to 45 days after, crossing the anchors' DST changes.
    start: fc.integer({ min: -4 * 24, max: 45 * 24 * 4 }).map((q) => iso(Math.floor(now / (15 * MIN)) * 15 * MIN + q * 15 * MIN)),
    timeZone: fc.oneof(fc.constant(zone), fc.constantFrom(...ZONES)),
    deliveryMethod: fc.constantFrom('ONSITE' as const, 'REMOTE' as const),
    active: fc.constantFrom(true, true, true, false),
    show: fc.constantFrom(true, true, true, false),
    archived: fc.constantFrom(false, false, false, true),
    candidateMax: fc.constantFrom(0, 1, 2, 5, 5),
    candidatesConfirmed: fc.integer({ min: 0, max: 3 }),
    freezePeriodCancel: fc.option(fc.integer({ min: 0, max: 48 }), { nil: undefined }),
  });

const contextOf = (
  w: {
    now: number;
    stepType: 'ASSESSMENT' | 'INTERVIEW';
    project: OfferContext['project'];
    others: { stepType: 'ASSESSMENT' | 'INTERVIEW'; status: OtherBooking['status']; offset: number }[];
  },
  meeting: OfferMeeting,
  asAdmin = false,
): OfferContext => ({
  meeting,
  project: w.project,
  booking: { projectId: PROJECT_ID, stepType: w.stepType },
  otherBookings: w.others.map((o, i) => ({
    bookingId: `B${i}`,
    stepType: o.stepType,
    status: o.status,
    start: iso(Date.parse(meeting.start) + o.offset * MIN),
  })),
  now: new Date(w.now),
  asAdmin,
});

const scenario = world.chain((w) =>
  fc.record({ w: fc.constant(w), meetings: fc.tuple(...Array.from({ length: 6 }, (_, n) => meetingArb(w.now, w.zone, w.stepType, n))) }),
);
const SEARCH = emptySpotsSearch.parse({ encryptedStepId: 'B' });
const RUNS = { numRuns: 300 };
const TIMEOUT = 60_000;

describe('offer rules (property)', () => {
  it(
    'decide as the oracle (Intl wall dates) for candidates and administrators, across DST changes',
    () => {
      fc.assert(
        fc.property(scenario, ({ w, meetings }) => {
          for (const m of meetings) {
            for (const asAdmin of [false, true]) {
              const c = contextOf(w, m, asAdmin);
              expect(offerRefusal(c), JSON.stringify(c)).toBe(oracle(c));
            }
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    "offer exactly what the booking call accepts: the search's bounded index read and filters against offerRefusal",
    () => {
      fc.assert(
        fc.property(scenario, ({ w, meetings }) => {
          const now = new Date(w.now);
          const input = { booking: { projectId: PROJECT_ID, stepType: w.stepType }, project: w.project, otherBookings: [] as OtherBooking[], now };
          const withoutOthers = { ...w, others: [] };
          const accepted = meetings.filter((m) => offerRefusal(contextOf(withoutOthers, m)) === undefined).map((m) => m.meetingId);
          const { from, to } = searchRange(w.project, now);
          const read = meetings.filter((m) => m.start >= from && m.start <= to) as unknown as Meeting[];
          const offered = offeredAmong(read, input, SEARCH).map((m) => m.meetingId);
          expect(offered.sort()).toEqual([...accepted].sort());
          // Every offered day finds its meetings when searched by that day, and offeredDays names exactly those days.
          const days = offeredDays(meetings, { project: w.project, booking: input.booking, otherBookings: [], now });
          const offeredMeetings = meetings.filter((m) => accepted.includes(m.meetingId));
          expect(days).toEqual([...new Set(offeredMeetings.map((m) => wallDate(Date.parse(m.start), m.timeZone)))].sort());
          for (const day of days) {
            const range = searchRange(w.project, now, day);
            const dayRead = meetings.filter((m) => m.start >= range.from && m.start <= range.to) as unknown as Meeting[];
            const found = offeredAmong(dayRead, input, { ...SEARCH, searchDate: day }).map((m) => m.meetingId);
            expect(found.sort()).toEqual(
              offeredMeetings
                .filter((m) => wallDate(Date.parse(m.start), m.timeZone) === day)
                .map((m) => m.meetingId)
                .sort(),
            );
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'never refuse an administrator a slot a candidate is offered',
    () => {
      fc.assert(
        fc.property(scenario, ({ w, meetings }) => {
          for (const m of meetings) {
            if (offerRefusal(contextOf(w, m)) === undefined) expect(offerRefusal(contextOf(w, m, true))).toBeUndefined();
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'keep the gap between an assessment and its interview in whole days of the meeting zone, refusing the interview and cancelling from the assessment',
    () => {
      const gapCase = fc.record({
        now: clock,
        zone: fc.constantFrom(...ZONES),
        gap: fc.integer({ min: 1, max: 5 }),
        inMinutes: fc.integer({ min: 60, max: 20 * 24 * 60 }),
        apartMinutes: fc.integer({ min: 0, max: 7 * 24 * 60 }),
      });
      fc.assert(
        fc.property(gapCase, ({ now, zone, gap, inMinutes, apartMinutes }) => {
          const project = {
            projectId: PROJECT_ID,
            status: 'ACTIVE' as const,
            start: iso(now - 400 * DAY),
            end: iso(now + 400 * DAY),
            meetingPeriodGap: gap,
          };
          const open = {
            projectId: PROJECT_ID,
            timeZone: zone,
            deliveryMethod: 'ONSITE' as const,
            active: true,
            show: true,
            archived: false,
            candidateMax: 1,
            candidatesConfirmed: 0,
          };
          const later = iso(now + (inMinutes + apartMinutes) * MIN);
          const earlier = iso(now + inMinutes * MIN);
          const apartDays = dayNumber(wallDate(Date.parse(later), zone)) - dayNumber(wallDate(Date.parse(earlier), zone));
          // Booking the interview (later) with the assessment (earlier) confirmed: refused when fewer than `gap` days apart.
          const interview: OfferContext = {
            meeting: { ...open, meetingId: 'I', stepType: 'INTERVIEW', start: later },
            project,
            booking: { projectId: PROJECT_ID, stepType: 'INTERVIEW' },
            otherBookings: [{ bookingId: 'A', stepType: 'ASSESSMENT', status: 'CONFIRMED', start: earlier }],
            now: new Date(now),
          };
          expect(offerRefusal(interview)).toBe(apartDays < gap ? 'gap' : undefined);
          // Booking the assessment (earlier) with the interview (later) confirmed: allowed, and the interview is cancelled when too close.
          const assessment: OfferContext = {
            meeting: { ...open, meetingId: 'A', stepType: 'ASSESSMENT', start: earlier },
            project,
            booking: { projectId: PROJECT_ID, stepType: 'ASSESSMENT' },
            otherBookings: [{ bookingId: 'I', stepType: 'INTERVIEW', status: 'CONFIRMED', start: later }],
            now: new Date(now),
          };
          expect(offerRefusal(assessment)).toBeUndefined();
          expect(gapCancellations(assessment).map((b) => b.bookingId)).toEqual(apartDays < gap ? ['I'] : []);
        }),
        { numRuns: 1000 },
      );
    },
    TIMEOUT,
  );
});
