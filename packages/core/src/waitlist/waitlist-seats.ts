import type { StepType } from '@scheduler/contracts/roles';
import type { Actor } from '../actor.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import { readOfferContext } from '../booking/offer-context.ts';
import { searchRange } from '../booking/offer-search.ts';
import type { DataDeps } from '../deps.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import type { Project } from '../project/project-entity.ts';
import { createProjectStore } from '../project/project-store.ts';
import { formatDisplayDateTime } from '../time/time-formats.ts';
import type { WaitlistEntry } from './waitlist-entry-entity.ts';
import type { WaitlistHold } from './waitlist-hold-entity.ts';
import { holdEnd, holdRefusal } from './waitlist-rules.ts';
import { createWaitlistStore } from './waitlist-store.ts';

/** The author of the rows the waitlist's own rules write (holds, expiries, a booking made elsewhere). */
export const systemActor = (organisationId: string): Actor => ({
  userId: 'SYSTEM',
  username: '',
  fullName: 'System',
  userType: 'ORG_ADMIN',
  organisationId,
  roles: [],
  sessionId: '',
});

/** Attempts of one promotion or release before it gives up to the next event or sweep (each failed attempt changed nothing). */
const MAX_ATTEMPTS = 25;
/** Holds one job run releases (the next run takes the rest). */
const DUE_BATCH = 200;
/** A step's sweep mark is taken off only this long after its last join (the queue index is eventually consistent). */
const STEP_MARK_QUIET_MS = 10 * 60_000;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 10 * 2 ** attempt)));

type HeldMeeting = Meeting & { candidatesHeld?: number };
const hasFreeSeat = (m: Meeting) => m.active && !m.archived && m.candidatesConfirmed < m.candidateMax;

/**
 * The waitlist's seat engine (issue 22): holds a freed seat for the first eligible waitlisted candidate, releases a
 * hold that ended (the candidate goes to the END of the queue: they had their turn, and the next person gets one;
 * they stay on the list, since a message read late should not cost them the list), takes a candidate off the list
 * (their hold released and passed on). Every decision of a seat is the transaction's (waitlist-writes.ts): the
 * reads here only choose whom to try, so concurrent promoters (events, the job's sweep, a release) never give one
 * seat twice, and a promoter that dies after any commit leaves a state the next one completes.
 */
export function createWaitlistSeats(deps: DataDeps) {
  const { db, clock, ids } = deps;
  const store = createWaitlistStore(db);
  const bookings = createBookingStore(db);
  const meetings = createMeetingStore(db);
  const projects = createProjectStore(db);
  const organisations = createOrganisationStore(db);

  const when = (m: Pick<Meeting, 'start' | 'timeZone'>) => formatDisplayDateTime(new Date(m.start), m.timeZone, { zoneCode: true });
  const audit = (actor: Actor, candidateId: string, msg: string) =>
    auditEntry({ clock, ids }, actor, { refType: 'User', refId: candidateId, organisationId: actor.organisationId }, msg);

  async function waitlistOn(organisationId: string) {
    const options = settingsOf((await organisations.organisationOf(organisationId))?.config).bookingOptions;
    return options.waitlist ? options : undefined;
  }

  /** The first WAITING entry of the queue the seat may be held for; entries whose booking went elsewhere leave. */
  async function firstEligible(meeting: Meeting, project: Project, now: Date): Promise<WaitlistEntry | undefined> {
    const queue = await store.queueOf(meeting.organisationId, meeting.projectId, meeting.stepType);
    for (const entry of queue.filter((e) => e.state === 'WAITING')) {
      const booking = await bookings.bookingOf(entry.organisationId, entry.bookingId, { consistent: true });
      if (!booking || booking.status !== 'PENDING') {
        await leave(entry, systemActor(entry.organisationId), 'the step is no longer pending');
        continue;
      }
      const { otherBookings } = await readOfferContext(db, booking);
      const narrowing = { fromDate: entry.fromDate, toDate: entry.toDate, deliveryMethod: entry.deliveryMethod };
      if (holdRefusal({ meeting, project, booking, otherBookings, now, narrowing }) === undefined) return entry;
    }
    return undefined;
  }

  /**
   * Holds the free seats of a meeting, one by one, for the first eligible waitlisted candidates. Answers how many it held.
   */
  async function promoteMeeting(organisationId: string, meetingId: string): Promise<number> {
    const options = await waitlistOn(organisationId);
    if (!options) return 0;
    let held = 0;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const meeting = (await meetings.meetingOf(organisationId, meetingId, { consistent: true })) as HeldMeeting | null;
      if (!meeting || meeting.stepType === 'INTERNAL' || !hasFreeSeat(meeting)) return held;
      const project = await projects.projectOf(organisationId, meeting.projectId);
      if (!project) return held;
      const now = clock.now();
      const entry = await firstEligible(meeting, project, now);
      if (!entry) return held;
      const hold: WaitlistHold = {
        organisationId,
        holdId: ids.next(),
        bookingId: entry.bookingId,
        meetingId,
        candidateId: entry.candidateId,
        projectId: entry.projectId,
        stepType: entry.stepType,
        heldAt: now.toISOString(),
        holdUntil: holdEnd({ meeting, project, now }, options.waitlistHoldHours).toISOString(),
        queue: 'HOLDS',
      };
      const outcome = await store.holdWrite({
        entry,
        meeting,
        hold,
        audit: audit(
          systemActor(organisationId),
          entry.candidateId,
          `Waitlist seat HELD: ${meeting.stepType} on ${when(meeting)} until ${hold.holdUntil} (booking ${entry.bookingId}, meeting ${meetingId}, hold ${hold.holdId})`,
        ),
        event: {
          eventId: ids.next(),
          type: 'waitlist.seat-held',
          detail: {
            organisationId,
            occurredAt: hold.heldAt,
            holdId: hold.holdId,
            bookingId: entry.bookingId,
            meetingId,
            projectId: entry.projectId,
            candidateId: entry.candidateId,
            startsAt: meeting.start,
            timeZone: meeting.timeZone,
            holdUntil: hold.holdUntil,
          },
        },
      });
      if (outcome.ok) held++;
      else if (outcome.conflict) await pause(attempt);
      // Anything else moved since the reads (the seat, the entry, the booking): read again and decide again.
    }
    return held;
  }

  /**
   * Takes an entry off the waitlist (the candidate leaves, an administrator removes them, or their step was booked
   * elsewhere): a held seat is released in the same transaction and offered to the next person. False when it was
   * not there.
   */
  async function leave(first: WaitlistEntry, actor: Actor, reason?: string): Promise<boolean> {
    const { organisationId, bookingId } = first;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const entry = await store.entryOf(organisationId, bookingId, { consistent: true });
      if (!entry) return false;
      const hold = entry.holdId ? await store.holdOf(organisationId, entry.holdId, { consistent: true }) : null;
      const meeting = hold ? await meetings.meetingOf(organisationId, hold.meetingId, { consistent: true }) : null;
      const msg = `Waitlist LEFT: ${entry.stepType} (booking ${bookingId})${hold ? `, held seat released (meeting ${hold.meetingId})` : ''}${reason ? `: ${reason}` : ''}`;
      const outcome = await store.leaveWrite({
        entry,
        held: hold && meeting ? { hold, meeting } : undefined,
        audit: audit(actor, entry.candidateId, msg),
        now: clock.now().toISOString(),
      });
      if (outcome.ok) {
        if (hold) await promoteMeeting(organisationId, hold.meetingId);
        return true;
      }
      if (outcome.conflict) await pause(attempt);
    }
    throw new Error('waitlist leave: the entry stayed contended after every retry');
  }

  /**
   * Releases one hold whose time is up (or any hold, `early`: its meeting is being purged) and offers its seat to the
   * next person; answers how many seats it held.
   */
  async function expire(due: WaitlistHold, early = false): Promise<number> {
    const { organisationId, holdId } = due;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const hold = await store.holdOf(organisationId, holdId, { consistent: true });
      const now = clock.now().toISOString();
      if (!hold || (hold.holdUntil > now && !early)) return 0;
      const [entry, meeting] = await Promise.all([
        store.entryOf(organisationId, hold.bookingId, { consistent: true }),
        meetings.meetingOf(organisationId, hold.meetingId, { consistent: true }),
      ]);
      if (!meeting) {
        await store.purgeRowsWrite({ entries: [], holds: [hold] });
        return 0;
      }
      const outcome = await store.expireWrite({
        hold,
        entry,
        meeting,
        now,
        audit: audit(
          systemActor(organisationId),
          hold.candidateId,
          `Waitlist hold EXPIRED: ${meeting.stepType} on ${when(meeting)} released (booking ${hold.bookingId}, meeting ${hold.meetingId}, hold ${holdId}); back at the end of the waitlist`,
        ),
      });
      if (outcome.ok) return promoteMeeting(organisationId, hold.meetingId);
      if (outcome.conflict) await pause(attempt);
    }
    throw new Error('waitlist expire: the hold stayed contended after every retry');
  }

  /** Every meeting of the step that has a free seat now, for the sweep. */
  async function freeMeetingsOf(organisationId: string, projectId: string, stepType: StepType): Promise<Meeting[]> {
    const project = await projects.projectOf(organisationId, projectId);
    if (!project) return [];
    const { from, to } = searchRange(project, clock.now());
    if (from > to) return [];
    const all = await meetings.projectMeetingsBetween(organisationId, projectId, from, to);
    return all.filter((m) => m.stepType === stepType && hasFreeSeat(m));
  }

  return {
    promoteMeeting,
    leave,
    expire,
    /**
     * The holds job (functions/jobs/waitlist-holds.ts): releases the holds that ended and passes their seats on, then
     * sweeps every step with a waitlist for free seats (a seat whose event was lost, a crash between a release and
     * its promotion). Idempotent: run again at any point, it finds only what is left to do.
     */
    async runDue(): Promise<{ expired: number; held: number }> {
      const due = await store.holdsDue(clock.now().toISOString(), DUE_BATCH);
      let held = 0;
      for (const hold of due) held += await expire(hold);
      for (const step of await store.waitlistedSteps()) {
        const queue = await store.queueOf(step.organisationId, step.projectId, step.stepType);
        if (!queue.length) {
          if (clock.now().getTime() - Date.parse(step.touchedAt) > STEP_MARK_QUIET_MS) await store.stepDoneWrite(step);
          continue;
        }
        if (!queue.some((e) => e.state === 'WAITING')) continue;
        for (const m of await freeMeetingsOf(step.organisationId, step.projectId, step.stepType)) {
          held += await promoteMeeting(step.organisationId, m.meetingId);
        }
      }
      return { expired: due.length, held };
    },
    /**
     * The purge (purge/): a candidate purged or sanitised leaves every waitlist of the organisation (their holds
     * released and passed on); a booking purged takes its entry; a meeting purged releases its holds (their
     * candidates back in the queue); a project purged loses its rows. Each is idempotent, so an interrupted purge redoes it.
     */
    async purgeCandidate(organisationId: string, candidateId: string): Promise<void> {
      for (const entry of await store.entriesOfCandidate(organisationId, candidateId)) await leave(entry, systemActor(organisationId), 'purged');
    },
    async purgeBookings(organisationId: string, bookingIds: readonly string[]): Promise<void> {
      for (const bookingId of bookingIds) {
        const entry = await store.entryOf(organisationId, bookingId);
        if (entry) await leave(entry, systemActor(organisationId), 'purged');
      }
    },
    async purgeMeetings(organisationId: string, meetingIds: readonly string[]): Promise<void> {
      for (const meetingId of meetingIds) for (const hold of await store.holdsOfMeeting(organisationId, meetingId)) await expire(hold, true);
    },
    async purgeProjects(organisationId: string, projectIds: readonly string[]): Promise<void> {
      for (const projectId of projectIds) {
        const entries = await store.entriesOfProject(organisationId, projectId);
        const holds = (await Promise.all(entries.flatMap((e) => (e.holdId ? [store.holdOf(organisationId, e.holdId)] : [])))).flatMap((h) =>
          h ? [h] : [],
        );
        await store.purgeRowsWrite({ entries, holds });
      }
    },
    /** A booking confirmed (booked elsewhere, or by an administrator): its entry leaves the waitlist. */
    async bookedElsewhere(organisationId: string, bookingId: string): Promise<void> {
      const entry = await store.entryOf(organisationId, bookingId, { consistent: true });
      if (entry) await leave(entry, systemActor(organisationId), 'the step was booked');
    },
  };
}
export type WaitlistSeats = ReturnType<typeof createWaitlistSeats>;
