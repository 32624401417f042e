import { MSG } from '@scheduler/contracts/messages';
import { BOOKING_MESSAGES, type statusUpdateRequest } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import { isAnyAdmin, type Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { purgeMarkOnArchive } from '../purge/retention.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { createBookingStore } from './booking-store.ts';
import { completeBooking } from './booking-complete.ts';
import type { Booking } from './booking-entity.ts';
import { bookingStatusEvents } from './booking-status-events.ts';
import { cancelAllowed, isCompletionStatus, viewerOf } from './booking-permissions.ts';
import { bookingContextOf, createBookingAccess, permissionFactsOf, type BookingContext } from './booking-context.ts';
import { writeBookingStatus } from './booking-status-write.ts';

/** doc 2 §4: the reason written on an interview booking cancelled with the candidate's assessment. */
export const INTERVIEW_AUTO_CANCEL_REASON = 'Auto Cancelled due to Testing Booking Cancelled by User';

export type StatusUpdate = z.output<typeof statusUpdateRequest>;
export type BookingStatusDeps = DataDeps;

const notAllowed = () => errors.refused('booking.not_allowed', MSG.notAllowed, MSG.notAllowedTitle);
const invalid = (field: string, message: string) => errors.validation(message, { [field]: message });

/**
 * user-booking/update-status (doc 2 §3 Status update request, §4 transitions, §5 messages): one call for every
 * change a person makes to a booking after it was booked.
 * - CONFIRMED → CANCELLED: the candidate (their own) or staff, with a reason, only while cancelAllowed; the seat is
 *   freed by cancelSeat (booking-store-seats.ts), and the step reopens as a new PENDING booking (reopenStep).
 *   Cancelling an assessment also cancels the candidate's confirmed interview in the organisation with
 *   INTERVIEW_AUTO_CANCEL_REASON (the web warns before).
 * - CONFIRMED, COMPLETE, INCOMPLETE, MISSED → COMPLETE, INCOMPLETE, MISSED: staff while completionAllowed, every
 *   checklist item of the project answered; a reason for INCOMPLETE and MISSED, cleared on COMPLETE.
 * - PENDING → ARCHIVED (remove from the project) and PENDING → PENDING (change of project): admins, with a reason.
 * A completion, removal or change of project is one transaction with its counters and audit row
 * (booking-status-write.ts); a cancellation is cancelSeat's transaction (seat, guard, booking, counters) followed by
 * reopenStep's (the reopened step); the audit row and the domain event (booking.cancelled, booking.completed) are in
 * the change's own transaction (domain-events/: the relay hands the event to the notifier).
 */
export function createBookingStatusService(deps: BookingStatusDeps) {
  const { db, clock } = deps;
  const access = createBookingAccess(db);
  const bookings = createBookingStore(db);
  const projects = createProjectStore(db);
  const organisations = createOrganisationStore(db);

  async function cancel(actor: Actor, booking: Booking, reason: string) {
    const ctx = await bookingContextOf(db, booking);
    if (!cancelAllowed(permissionFactsOf(actor, booking, ctx, clock.now()))) throw notAllowed();
    const staff = viewerOf(actor) !== 'CANDIDATE';
    await cancelOne(actor, booking, ctx, reason, staff ? 'ADMIN' : 'CANDIDATE');
    if (booking.stepType === 'ASSESSMENT') await cancelInterviews(actor, booking);
  }

  async function cancelOne(actor: Actor, booking: Booking, ctx: BookingContext, reason: string, cancelledAs: 'CANDIDATE' | 'ADMIN' | 'AUTOMATIC') {
    const { organisationId, bookingId } = booking;
    const now = clock.now().toISOString();
    const by = cancelledAs === 'AUTOMATIC' ? 'automatically' : `by ${cancelledAs === 'CANDIDATE' ? 'the candidate' : 'staff'}`;
    const logMsg = `Booking ${bookingId} (${booking.stepType}) cancelled ${by}: CONFIRMED → CANCELLED. Reason: ${reason}`;
    const audit = auditEntry(deps, actor, { refType: 'User', refId: booking.candidateId, organisationId }, logMsg);
    const done = await bookings.cancelSeatWrite({
      organisationId,
      bookingId,
      statusReason: reason,
      now,
      statusBy: actor.userId,
      audit,
      events: (cancelled) =>
        bookingStatusEvents(deps, actor, cancelled, ctx, {
          type: 'booking.cancelled',
          extra: { reason, cancelledBy: actor.userId, cancelledAs, sequence: cancelled.meetingSequence },
        }),
    });
    if (!done.ok) throw notAllowed();
    await reopenStep(booking, now);
  }

  /**
   * After a cancellation the candidate is still in the project's step: a new PENDING booking of the same step is
   * written (unless one is already pending), so they can book again from their home page and admins can add them to
   * a meeting; it goes in one transaction with its list counters. cancelSeat's own transaction holds the seat, the
   * guard, the cancelled booking, its counters and the audit row, so this follows it.
   */
  async function reopenStep(cancelled: Booking, now: string) {
    const { organisationId, candidateId, projectId } = cancelled;
    const inProject = await bookings.bookingsOfCandidate(organisationId, candidateId, projectId);
    if (inProject.some((b) => b.status === 'PENDING')) return;
    const reopened = deps.ids.next();
    // A conflict with a transaction in flight (a counter moved by another write) changes nothing: try again.
    for (let attempt = 0; attempt < 10; attempt++) {
      const created = await bookings.createBookingWrite({
        organisationId,
        bookingId: reopened,
        candidateId,
        projectId,
        stepType: cancelled.stepType,
        status: 'PENDING',
        statusDate: now,
        ...(cancelled.candidateRequestType ? { candidateRequestType: cancelled.candidateRequestType } : {}),
        createdAt: now,
        updatedAt: now,
      });
      if (created) return;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * (attempt + 1)));
    }
    throw new Error(`booking ${cancelled.bookingId}: the step could not be reopened after its cancellation`);
  }

  async function cancelInterviews(actor: Actor, assessment: Booking) {
    const { organisationId, candidateId } = assessment;
    for (const interview of (await bookings.bookingsOfCandidate(organisationId, candidateId)).filter(
      (b) => b.stepType === 'INTERVIEW' && b.status === 'CONFIRMED',
    )) {
      const ctx = await bookingContextOf(db, interview);
      await cancelOne(actor, interview, ctx, INTERVIEW_AUTO_CANCEL_REASON, 'AUTOMATIC').catch((e) => {
        // Cancelled or moved meanwhile: nothing left to cancel.
        if ((e as { code?: string }).code !== 'booking.not_allowed') throw e;
      });
    }
  }

  async function remove(actor: Actor, booking: Booking, reason: string) {
    if (!isAnyAdmin(actor)) throw errors.forbidden();
    const org = await organisations.organisationOf(booking.organisationId);
    await writeBookingStatus(deps, actor, booking, (b) => {
      if (b.status !== 'PENDING') throw notAllowed();
      return {
        status: 'ARCHIVED',
        statusReason: reason,
        purge: purgeMarkOnArchive(b.organisationId, org?.config, clock.now()),
        guard: 'keep',
        logMsg: `Booking ${b.bookingId} (${b.stepType}) removed from the project: PENDING → ARCHIVED. Reason: ${reason}`,
      };
    });
  }

  async function changeProject(actor: Actor, booking: Booking, newProjectId: string, reason: string) {
    if (!isAnyAdmin(actor)) throw errors.forbidden();
    const { organisationId } = booking;
    const target = await projects.projectOf(organisationId, newProjectId);
    if (!target) throw errors.notFound('Project');
    if (!reason) throw invalid('statusReason', BOOKING_MESSAGES.projectChangeReason);
    await writeBookingStatus(deps, actor, booking, async (b) => {
      if (b.status !== 'PENDING') throw notAllowed();
      if (target.projectId === b.projectId) throw invalid('encryptedNewProjectId', BOOKING_MESSAGES.newProject);
      const current = await projects.projectOf(organisationId, b.projectId);
      if (target.status !== 'ACTIVE') throw notAllowed();
      if (target.stepType !== b.stepType && !current?.allowMultiCandidateEntry) throw notAllowed();
      const inTarget = await bookings.bookingsOfCandidate(organisationId, b.candidateId, target.projectId);
      if (inTarget.some((o) => o.status !== 'ARCHIVED' && o.status !== 'CANCELLED')) throw notAllowed();
      return {
        status: 'PENDING',
        statusReason: reason,
        project: { projectId: target.projectId, stepType: target.stepType },
        guard: 'keep',
        logMsg: `Booking ${b.bookingId} moved from project ${current?.name ?? b.projectId} to ${target.name} (${target.stepType}). Reason: ${reason}`,
      };
    });
  }

  return {
    /**
     * Cancels a CONFIRMED booking as staff whatever the freeze: the bookings of an under-filled assessment an admin
     * archives at its go/no-go (meeting-minimum-decision.ts). The same writes and events as update-status's
     * cancellation (the candidate is told, their interview follows the assessment); 'Not Allowed' when it is no
     * longer CONFIRMED in that meeting.
     */
    async cancelWhateverFreeze(actor: Actor, booking: Booking, reason: string): Promise<void> {
      await cancelOne(actor, booking, await bookingContextOf(db, booking), reason, 'ADMIN');
      if (booking.stepType === 'ASSESSMENT') await cancelInterviews(actor, booking);
    },

    async update(actor: Actor, body: StatusUpdate): Promise<{ status: 'SUCCESS'; message: string }> {
      const booking = await access.reach(actor, body.encryptedId, { consistent: true });
      if (body.encryptedCandidateId && body.encryptedCandidateId !== booking.candidateId) throw errors.notFound('Booking');
      if (body.encryptedMeetingId && body.encryptedMeetingId !== booking.meetingId) throw errors.notFound('Booking');
      const reason = body.statusReason?.trim() ?? '';
      const to = body.status;
      if (to === 'CANCELLED') {
        if (booking.status !== 'CONFIRMED') throw notAllowed();
        await cancel(actor, booking, reason);
      } else if (isCompletionStatus(to)) {
        await completeBooking(deps, actor, booking, { to, reason: body.statusReason, checklist: body.completionChecklistSelected });
      } else if (to === 'ARCHIVED') {
        await remove(actor, booking, reason);
      } else if (to === 'PENDING' && body.encryptedNewProjectId) {
        await changeProject(actor, booking, body.encryptedNewProjectId, reason);
      } else if (to === 'PENDING') {
        throw invalid('encryptedNewProjectId', BOOKING_MESSAGES.newProject);
      } else {
        throw invalid('status', BOOKING_MESSAGES.newStatus);
      }
      return { status: 'SUCCESS', message: to };
    },
  };
}
