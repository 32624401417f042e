import type { CallAnswer } from '../../../shared/lib/api/index.ts';

/** user/get's answer, and one of its organisation access entries. */
export type UserDetail = CallAnswer<'user.get'>;
export type UserOrgAccessEntry = NonNullable<UserDetail['userOrgAccessList']>[number];

/** The smart actions of the user detail page (doc 1 §2.11), in the order they show. */
export const SMART_ACTIONS = [
  'EDIT',
  'RESET_MFA',
  'ADD_ASSESSOR',
  'ADD_ASSESSOR_ADMIN',
  'EXTEND_INVITE',
  'ACTIVATE',
  'DEACTIVATE',
  'ARCHIVE',
] as const;
export type SmartAction = (typeof SMART_ACTIONS)[number];

const upper = (s: string | undefined) => (s ?? '').trim().toUpperCase();

export function isEntryArchived(e: UserOrgAccessEntry): boolean {
  return e.archived === true || upper(e.status) === 'ARCHIVED';
}

export function isEntryActive(e: UserOrgAccessEntry): boolean {
  if (isEntryArchived(e)) return false;
  return e.active ?? upper(e.status) === 'ACTIVE';
}

export function isUserArchived(u: UserDetail): boolean {
  return u.archived === true || upper(u.status) === 'ARCHIVED';
}

/**
 * The organisation access entries an action applies to (doc 1 §4): Activate an inactive entry whose reason is
 * Deactivated; Deactivate an active entry; Extend Invite Expiry an invited entry; the add-access dialogs an
 * active entry; Archive, Edit and Reset any entry that is not archived.
 */
export function entriesFor(action: SmartAction, u: UserDetail): UserOrgAccessEntry[] {
  const entries = u.userOrgAccessList ?? [];
  switch (action) {
    case 'ACTIVATE':
      return entries.filter((e) => !isEntryArchived(e) && !isEntryActive(e) && upper(e.statusReason) === 'DEACTIVATED');
    case 'DEACTIVATE':
    case 'ADD_ASSESSOR':
    case 'ADD_ASSESSOR_ADMIN':
      return entries.filter(isEntryActive);
    case 'EXTEND_INVITE':
      return entries.filter((e) => !isEntryArchived(e) && upper(e.status) === 'INVITED');
    default:
      return entries.filter((e) => !isEntryArchived(e));
  }
}

/**
 * Which smart actions show for `u` seen by the signed-in user `viewerId` (doc 1 §2.11, §4): none for oneself,
 * for grid-admin users and for archived users; Edit and Reset 2-Step Authentication only when the server says the
 * viewer may change who the person is (identityEditable: not for an invitation, nor for a person another
 * organisation also relies on), Reset only when a method is set; the add-access actions for assessor users only;
 * the status actions when an access entry allows them.
 */
export function smartActions(u: UserDetail, viewerId: string): SmartAction[] {
  if (u.encryptedId === viewerId || u.type === 'GRID_ADMIN' || isUserArchived(u)) return [];
  const identity = u.identityEditable !== false;
  const shown = new Set<SmartAction>(identity ? ['EDIT', 'ARCHIVE'] : ['ARCHIVE']);
  if (identity && u.mfaType) shown.add('RESET_MFA');
  if (u.type === 'ASSESSOR' && entriesFor('ADD_ASSESSOR', u).length > 0) {
    shown.add('ADD_ASSESSOR');
    shown.add('ADD_ASSESSOR_ADMIN');
  }
  for (const a of ['EXTEND_INVITE', 'ACTIVATE', 'DEACTIVATE'] as const) {
    if (entriesFor(a, u).length > 0) shown.add(a);
  }
  return SMART_ACTIONS.filter((a) => shown.has(a));
}
