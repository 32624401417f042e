import type { OrganisationSettings } from '../organisation/organisation-settings.ts';
import { cancelAllowed, type PermissionFacts } from './booking-permissions.ts';
import { type OfferContext, type OfferRefusal, offerRefusal } from './offer-rules.ts';

/**
 * Why a confirmed booking may not move to a meeting now (issue 22 reschedule), or undefined when it may:
 * - `cancel`: cancelling the booking is not allowed now for this caller (booking-permissions.ts cancelAllowed: the
 *   same freeze the cancel path checks);
 * - `same-meeting`: the meeting is the one the booking is in;
 * - `offer`: booking the new meeting is refused by the rule engine (offer-rules.ts offerRefusal), the booking being
 *   treated as pending: `offer.otherBookings` leaves the booking itself out, so its current seat never blocks the move.
 * Pure: so a reschedule is accepted exactly when cancel-now and book-new would both be accepted.
 */
export type RescheduleRefusal = { rule: 'cancel' } | { rule: 'same-meeting' } | { rule: 'offer'; reason: OfferRefusal };

export interface RescheduleFacts {
  now: Date;
  /** The facts of cancelling the booking for this caller (its status and start, its meeting, project, admin freeze). */
  cancel: Omit<PermissionFacts, 'now'>;
  /** The meeting the booking is in now. */
  fromMeetingId: string;
  /** The facts of booking the new meeting (asAdmin for an administrator's move). */
  offer: Omit<OfferContext, 'now'>;
}

/**
 * Whether the caller may reschedule the booking now, whatever meeting it goes to (the view's rescheduleAllowed, the
 * slot search in reschedule mode): the organisation has rescheduling on, the caller is the candidate or an admin, and
 * cancelling it is allowed now.
 */
export function rescheduleAllowed(facts: PermissionFacts, settings: Pick<OrganisationSettings, 'bookingOptions'>): boolean {
  return settings.bookingOptions.reschedule && facts.viewer !== 'STAFF' && cancelAllowed(facts);
}

export function rescheduleRefusal(f: RescheduleFacts): RescheduleRefusal | undefined {
  if (!cancelAllowed({ ...f.cancel, now: f.now })) return { rule: 'cancel' };
  if (f.offer.meeting.meetingId === f.fromMeetingId) return { rule: 'same-meeting' };
  const reason = offerRefusal({ ...f.offer, now: f.now });
  return reason ? { rule: 'offer', reason } : undefined;
}
