import type { CurrentUser } from '../../../shared/lib/current-user.ts';

/** Drag-rescheduling is for ADMIN and ASSESSOR only (doc 2 §6); an org admin on an invigilator link acts as an invigilator. */
export const canDragEvents = (user: Pick<CurrentUser, 'isAnyAdmin' | 'isAssessor' | 'checkOrgAdminInvigilator'>) =>
  (user.isAnyAdmin && !user.checkOrgAdminInvigilator) || user.isAssessor;

export const DRAG_NOT_ALLOWED = { title: 'NOT ALLOWED', message: 'Calendar Drag not allowed' } as const;
/** The spec's warning when an export or download has nothing in it (doc 2 §8). */
export const NO_ACTIVE_MEETINGS = 'Calendar file download aborted due to no active meetings';
export const NO_DATA_FOUND = 'No Data Found.';
