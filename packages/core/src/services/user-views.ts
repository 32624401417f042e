import type { LabelSet } from '@scheduler/contracts/labels';
import type { UserOrgAccess } from '../entities/user-org-access.ts';
import type { User } from '../entities/user.ts';
import { displayStatus, invitationExpiryText } from '../rules/user-access-status.ts';
import { userTypeDisplay } from '../rules/user-type-display.ts';
import { formatInvitationExpiry } from '../time/time-formats.ts';
import { fullNameOf } from './user-scope.ts';

/** Invitation expiry as shown ('MMMM D, YYYY, h:mm A' in server time) with its 'Expired' / 'Expiring in N days' text. */
export function invitationExpiryView(access: Pick<UserOrgAccess, 'status' | 'invitationExpiry'>, now: Date) {
  if (access.status !== 'INVITED' || !access.invitationExpiry) return {};
  const at = new Date(access.invitationExpiry);
  if (Number.isNaN(at.getTime())) return {};
  return { invitationExpiry: formatInvitationExpiry(at), invitationExpiryOn: at.toISOString(), invitationExpiryText: invitationExpiryText(at, now) };
}

/** A ready-to-purge access shows a Purge Date when archived, else a Sanitise Date (doc 1 §2.10). */
export function purgeView(access: Pick<UserOrgAccess, 'readyToPurge' | 'archived' | 'status' | 'purgeDate'>) {
  if (!access.readyToPurge) return { listViewReadyToPurge: false };
  const archived = access.archived || access.status === 'ARCHIVED';
  return { listViewReadyToPurge: true, ...(access.purgeDate ? (archived ? { purgeDate: access.purgeDate } : { sanitiseDate: access.purgeDate }) : {}) };
}

export interface UserListRow {
  encryptedId: string;
  encryptedOrgId: string;
  organisationName: string;
  fullName: string;
  firstName: string;
  lastName: string;
  username: string;
  type: UserOrgAccess['userType'];
  typeDisplay: string;
  status: string;
  statusReason?: string;
  mobileNo?: string;
  active: boolean;
  archived: boolean;
  assessorAdmin: boolean;
  listViewReadyToPurge: boolean;
  purgeDate?: string;
  sanitiseDate?: string;
  invitationExpiry?: string;
  invitationExpiryOn?: string;
  invitationExpiryText?: string;
}

/** A user list row (doc 3 §3: fullName, username, typeDisplay, status, mobileNo, listViewReadyToPurge). */
export function userListRow(user: User, access: UserOrgAccess, organisationName: string, labels: LabelSet, now: Date): UserListRow {
  return {
    encryptedId: user.userId,
    encryptedOrgId: access.organisationId,
    organisationName,
    fullName: fullNameOf(user),
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    type: access.userType,
    typeDisplay: userTypeDisplay(access.userType, labels),
    status: displayStatus(access),
    statusReason: access.statusReason,
    mobileNo: user.mobileNo,
    active: access.active,
    archived: access.archived,
    assessorAdmin: access.assessorAdmin ?? false,
    ...purgeView(access),
    ...invitationExpiryView(access, now),
  };
}
