import type { BookingListTab } from '@scheduler/contracts/schemas/user-booking';
import type { CurrentUser } from '../../../shared/lib/current-user.ts';

export const BOOKING_LIST_KEY = 'booking-list';
type Viewer = Pick<CurrentUser, 'isAnyAdmin' | 'isAssessor' | 'checkOrgAdminInvigilator'>;

/** An org admin opening the org-admin-invigilator link (?oiLink=1) sees the invigilator's view (doc 2 §6). */
export const asInvigilator = (u: Viewer, oiLink: boolean) => u.isAnyAdmin && oiLink && Boolean(u.checkOrgAdminInvigilator);
export const actsAsAdmin = (u: Viewer, oiLink: boolean) => u.isAnyAdmin && !asInvigilator(u, oiLink);

/**
 * The booking list's tabs per role (doc 2 manage/booking-list): everyone Upcoming (confirmed), Past and Awaiting
 * Completion; admins also Complete, Missed/Incomplete, Cancelled and Archived; assessors also Cancelled.
 */
export function tabsFor(u: Viewer, oiLink: boolean): { value: BookingListTab; label: string }[] {
  const admin = actsAsAdmin(u, oiLink);
  const tabs: { value: BookingListTab; label: string }[] = [
    { value: 'UPCOMING', label: 'Upcoming' },
    { value: 'PAST', label: 'Past' },
    { value: 'AWAITING_COMPLETION', label: 'Awaiting Completion' },
  ];
  if (admin) {
    tabs.push(
      { value: 'COMPLETE', label: 'Complete' },
      { value: 'MISSED_INCOMPLETE', label: 'Missed/Incomplete' },
      { value: 'CANCELLED', label: 'Cancelled' },
      { value: 'ARCHIVED', label: 'Archived' },
    );
  } else if (u.isAssessor && !asInvigilator(u, oiLink)) tabs.push({ value: 'CANCELLED', label: 'Cancelled' });
  return tabs;
}

/** The Cancelled tab's sub-lists (admins): all, one candidate's, one assessor's. */
export type CancelledBy = { kind: 'ALL' } | { kind: 'CANDIDATE'; id: string } | { kind: 'ASSESSOR'; id: string };

/** searchData of getUserBookingList for a tab. */
export function bookingListSearchData(tab: BookingListTab, u: Viewer, oiLink: boolean, cancelledBy: CancelledBy = { kind: 'ALL' }): string {
  const sub =
    tab === 'CANCELLED' && cancelledBy.kind === 'CANDIDATE' && cancelledBy.id
      ? { encryptedCandidateId: cancelledBy.id }
      : tab === 'CANCELLED' && cancelledBy.kind === 'ASSESSOR' && cancelledBy.id
        ? { encryptedAssessorId: cancelledBy.id }
        : {};
  return JSON.stringify({ checkOrgAdminInvigilator: asInvigilator(u, oiLink), ...sub });
}

/** Admins bulk-complete on Awaiting Completion only (doc 2). */
export const bulkCompleteShown = (u: Viewer, oiLink: boolean, tab: BookingListTab) => actsAsAdmin(u, oiLink) && tab === 'AWAITING_COMPLETION';

/** The bulk completion's answer (doc 2 §8). */
export const bulkCompletedText = (n: number) => `${n} Booking(s) successfully completed.`;
