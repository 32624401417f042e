import { USER_LIST_TYPES } from '@scheduler/contracts/schemas/user';

/** The list tabs of Manage Users (doc 1 §2.10), in order. */
export { USER_LIST_TYPES };
export type UserListType = (typeof USER_LIST_TYPES)[number];

/** The status reason of an access an admin deactivated (doc 1 §3, §4). */
export const DEACTIVATED_REASON = 'Deactivated';

/** The fields of an organisation access the status rules read. */
export interface AccessState {
  active: boolean;
  archived: boolean;
  status: 'INVITED' | 'ACTIVE' | 'INACTIVE' | 'ARCHIVED';
  statusReason?: string;
}

const isArchived = (a: AccessState) => a.archived || a.status === 'ARCHIVED';

/** Activate is offered when the access is inactive with reason Deactivated (doc 1 §4). */
export const canActivate = (a: AccessState): boolean =>
  !isArchived(a) && !a.active && a.status === 'INACTIVE' && a.statusReason === DEACTIVATED_REASON;

/** Deactivate is offered when the access is active. */
export const canDeactivate = (a: AccessState): boolean => !isArchived(a) && a.active;

/** The tab an access shows under, besides All: archived, invited (unregistered), deactivated or active. */
export function listTypeOf(a: AccessState): Exclude<UserListType, 'ALL'> | undefined {
  if (isArchived(a)) return 'ARCHIVED';
  if (a.status === 'INVITED') return 'UNREGISTERED';
  if (canActivate(a)) return 'DEACTIVATED';
  if (a.active) return 'ACTIVE';
  return undefined;
}

export const inListType = (a: AccessState, listType: UserListType): boolean => listType === 'ALL' || listTypeOf(a) === listType;

/** The status shown for an access: ARCHIVED wins over the stored status. */
export const displayStatus = (a: AccessState): AccessState['status'] => (isArchived(a) ? 'ARCHIVED' : a.status);

const DAY = 24 * 60 * 60 * 1000;

/** 'Expired' when past, otherwise 'Expiring in N days' (doc 1 §4), N counted in whole days, rounded up. */
export function invitationExpiryText(expiry: Date, now: Date): string {
  const left = expiry.getTime() - now.getTime();
  if (left <= 0) return 'Expired';
  const days = Math.ceil(left / DAY);
  return `Expiring in ${days} ${days === 1 ? 'day' : 'days'}`;
}

export const EXPIRY_DAY_OPTIONS = [7, 15, 30] as const;
export type ExpiryType = 'Expiring' | 'Expired';

/**
 * The Unregistered tab's expiry filter: Expiring within the next N days (not yet past), or Expired within the
 * last N days.
 */
export function expiryWithin(expiry: Date, now: Date, days: number, type: ExpiryType): boolean {
  const t = expiry.getTime();
  const n = now.getTime();
  return type === 'Expiring' ? t > n && t <= n + days * DAY : t <= n && t > n - days * DAY;
}
