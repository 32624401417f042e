import type { FreezePeriodAdminConfig } from '@scheduler/contracts/schemas/organisation-config';
import { MSG } from '@scheduler/contracts/messages';
import { hasAnyRole, isAnyAdmin, type Actor } from '../actor.ts';
import type { OrganisationSettings } from '../organisation/organisation-settings.ts';
import { addHours } from '../time/time-arithmetic.ts';
import type { Booking, BookingStatus } from './booking-entity.ts';

/**
 * Whether a booking may be cancelled or completed now, and by whom (doc 2 §4, §6): the server's cancelAllowed and
 * completionAllowed, which the Booking Details dialog, the candidate card and update-status all use.
 *
 * Cancel: only a CONFIRMED booking whose start is still more than the freeze period away. A candidate or an
 * assessor is bound by the meeting's freezePeriodCancel (absent: the project's freezePeriodOnsite or
 * freezePeriodRemote by delivery method); an admin by the organisation's admin freeze (freezePeriodAdminConfig
 * booking_cancel_onsite/remote_admin_hours), and only by the start when the organisation sets none.
 * Complete: staff only, for CONFIRMED, COMPLETE, INCOMPLETE or MISSED bookings once the start has passed; an
 * assessor or invigilator until freezePeriodCompletion hours after the meeting's end (the meeting's, else the
 * project's, else 1 hour: doc 2 §9's minimum); an admin without that limit (the spec gives admins no completion freeze).
 * Freeze periods are real hours counted on UTC instants, so a DST change inside the period does not shift it.
 */

/** Who is looking at a booking: the booking's candidate, an admin, or other staff (assessor, invigilator). */
export type BookingViewer = 'CANDIDATE' | 'ADMIN' | 'STAFF';

export const viewerOf = (actor: Actor): BookingViewer =>
  isAnyAdmin(actor) ? 'ADMIN' : hasAnyRole(actor, ['ROLE_ASSESSOR', 'ROLE_INVIGILATOR']) ? 'STAFF' : 'CANDIDATE';

/** The statuses a completion may start from and go to (doc 2 §4). */
export const COMPLETION_FROM = ['CONFIRMED', 'COMPLETE', 'INCOMPLETE', 'MISSED'] as const satisfies readonly BookingStatus[];
export const COMPLETION_STATUSES = ['COMPLETE', 'INCOMPLETE', 'MISSED'] as const satisfies readonly BookingStatus[];
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];
export const isCompletionStatus = (s: string): s is CompletionStatus => (COMPLETION_STATUSES as readonly string[]).includes(s);

/** Default completion freeze (hours after the end) when neither meeting nor project sets one: doc 2 §9's minimum. */
export const DEFAULT_COMPLETION_FREEZE_HOURS = 1;

export interface PermissionFacts {
  now: Date;
  viewer: BookingViewer;
  booking: Pick<Booking, 'status' | 'start' | 'end' | 'stepType'>;
  meeting?: { deliveryMethod: 'ONSITE' | 'REMOTE'; freezePeriodCancel?: number; freezePeriodCompletion?: number };
  project?: { freezePeriodOnsite?: number; freezePeriodRemote?: number; freezePeriodCompletion?: number };
  adminFreeze?: Pick<FreezePeriodAdminConfig, 'booking_cancel_onsite_admin_hours' | 'booking_cancel_remote_admin_hours'>;
}

/** Hours before the start inside which the viewer may no longer cancel. */
export function cancelFreezeHours(f: PermissionFacts): number {
  const method = f.meeting?.deliveryMethod ?? 'ONSITE';
  if (f.viewer === 'ADMIN') {
    if (!f.adminFreeze) return 0;
    return method === 'REMOTE' ? f.adminFreeze.booking_cancel_remote_admin_hours : f.adminFreeze.booking_cancel_onsite_admin_hours;
  }
  const projectFreeze = method === 'REMOTE' ? f.project?.freezePeriodRemote : f.project?.freezePeriodOnsite;
  return f.meeting?.freezePeriodCancel ?? projectFreeze ?? 0;
}

/** cancelAllowed: a CONFIRMED booking whose start is more than the viewer's freeze period away. */
export function cancelAllowed(f: PermissionFacts): boolean {
  if (f.booking.status !== 'CONFIRMED' || !f.booking.start) return false;
  return f.now < addHours(new Date(f.booking.start), -cancelFreezeHours(f));
}

/** completionAllowed: staff, a completion status or CONFIRMED, the start passed, and (non-admins) inside the freeze. */
export function completionAllowed(f: PermissionFacts): boolean {
  if (f.viewer === 'CANDIDATE') return false;
  if (!(COMPLETION_FROM as readonly string[]).includes(f.booking.status) || !f.booking.start) return false;
  if (f.now < new Date(f.booking.start)) return false;
  if (f.viewer === 'ADMIN') return true;
  const hours = f.meeting?.freezePeriodCompletion ?? f.project?.freezePeriodCompletion ?? DEFAULT_COMPLETION_FREEZE_HOURS;
  return f.now <= addHours(new Date(f.booking.end ?? f.booking.start), hours);
}

/**
 * cancelNAMessage: why the viewer cannot cancel, in the organisation's words where it has them (a candidate's by
 * step, an assessor's), else the spec's 'Action not allowed at this stage, please contact support'. Undefined when
 * cancelling is allowed or the booking is not CONFIRMED (nothing to explain).
 */
export function cancelNAMessage(f: PermissionFacts, settings: Pick<OrganisationSettings, CancelMessageKey>): string | undefined {
  if (f.booking.status !== 'CONFIRMED' || cancelAllowed(f)) return undefined;
  const own =
    f.viewer === 'CANDIDATE'
      ? f.booking.stepType === 'INTERVIEW'
        ? settings.msgBookingCancelInterviewNA_Candidate
        : settings.msgBookingCancelAssessmentNA_Candidate
      : f.viewer === 'STAFF'
        ? settings.msgBookingCancelNA_Assessor
        : undefined;
  return own || MSG.notAllowed;
}
type CancelMessageKey = 'msgBookingCancelInterviewNA_Candidate' | 'msgBookingCancelAssessmentNA_Candidate' | 'msgBookingCancelNA_Assessor';
