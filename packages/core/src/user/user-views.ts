import type { LabelSet } from '@scheduler/contracts/labels';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import type { User } from './user-entity.ts';
import { displayStatus, invitationExpiryText } from './user-access-status.ts';
import { userTypeDisplay } from './user-type-display.ts';
import { formatInvitationExpiry } from '../time/time-formats.ts';
import { fullNameOf, reachOf } from './user-scope.ts';
import type { userRow } from '@scheduler/contracts/schemas/user';
import type * as z from 'zod';
import { SANITISED, sanitisedUsername } from './sanitised-person.ts';

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
  return {
    listViewReadyToPurge: true,
    ...(access.purgeDate ? (archived ? { purgeDate: access.purgeDate } : { sanitiseDate: access.purgeDate }) : {}),
  };
}

export type UserListRow = z.input<typeof userRow>;

/**
 * The names an organisation shows for a person: once the organisation's purge sanitised its access, the sanitised
 * words (the person may keep their names with another organisation, never with this one); while its access is
 * INVITED, the names its invitation gave (an account the e-mail may have elsewhere is not the organisation's to see);
 * otherwise the person's own.
 */
export function namesFor(
  user: Pick<User, 'firstName' | 'lastName' | 'status'>,
  access: Pick<UserOrgAccess, 'status' | 'active' | 'archived' | 'invitedFirstName' | 'invitedLastName' | 'sanitisedOn'>,
) {
  if (access.sanitisedOn) return { firstName: SANITISED.firstName, lastName: SANITISED.lastName };
  if (reachOf(access) !== 'INVITED') return { firstName: user.firstName, lastName: user.lastName };
  // Rows written before invitations kept their names: a person with no account yet still has the invited names.
  const fallback = user.status === 'INVITED' ? user : { firstName: '', lastName: '' };
  return { firstName: access.invitedFirstName ?? fallback.firstName, lastName: access.invitedLastName ?? fallback.lastName };
}

/** The username (e-mail) an organisation shows: a sanitised access shows the sanitised one, as its lists hold. */
export const usernameFor = (user: Pick<User, 'userId' | 'username'>, access: Pick<UserOrgAccess, 'sanitisedOn'>) =>
  access.sanitisedOn ? sanitisedUsername(user.userId) : user.username;

/**
 * What a list row shows of the person, as the organisation of `access` sees them (user-scope.ts Reach): the names
 * (namesFor), the username, and the mobile only while the access is a member's ('' otherwise). The access carries
 * them (member-list.ts memberListFields), so an INVITED access holds the invited names, never the person's own.
 */
export function listPersonFields(
  user: Pick<User, 'userId' | 'firstName' | 'lastName' | 'status' | 'username' | 'mobileNo'>,
  access: Pick<UserOrgAccess, 'status' | 'active' | 'archived' | 'invitedFirstName' | 'invitedLastName' | 'sanitisedOn'>,
) {
  const names = namesFor(user, access);
  return {
    listFirstName: names.firstName,
    listLastName: names.lastName,
    // As the user record holds it (user-entity.ts), whatever the writer was given.
    listUsername: usernameFor(user, access).trim().toLowerCase(),
    listMobileNo: (reachOf(access) === 'MEMBER' && user.mobileNo) || '',
  };
}

/** A user list row (doc 3 §3: fullName, username, typeDisplay, status, mobileNo, listViewReadyToPurge) from the access alone. */
export function accessListRow(access: UserOrgAccess, organisationName: string, labels: LabelSet, now: Date): UserListRow {
  const names = { firstName: access.listFirstName, lastName: access.listLastName };
  return {
    encryptedId: access.userId,
    encryptedOrgId: access.organisationId,
    organisationName,
    fullName: fullNameOf(names),
    ...names,
    username: access.listUsername,
    type: access.userType,
    typeDisplay: userTypeDisplay(access.userType, labels),
    status: displayStatus(access),
    statusReason: access.statusReason,
    ...(access.listMobileNo ? { mobileNo: access.listMobileNo } : {}),
    active: access.active,
    archived: access.archived,
    assessorAdmin: access.assessorAdmin ?? false,
    ...purgeView(access),
    ...invitationExpiryView(access, now),
  };
}

/** The list row of `access` as `user` is now (the purge list, which reads its people). */
export const userListRow = (user: User, access: UserOrgAccess, organisationName: string, labels: LabelSet, now: Date): UserListRow =>
  accessListRow({ ...access, ...listPersonFields(user, access) }, organisationName, labels, now);
