import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Db } from '../db.ts';
import type { IndexItem, IndexRange } from '../lists/index-page.ts';
import { pageItems } from '../lists/index-page.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import type { User } from '../user/user-entity.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import { accessAcceptedWrites, personSignedInWrite, personSignedUpWrite, type SignedUpFields } from '../user/user-store.ts';
import type { Invitation } from './invitation-entity.ts';
import type { IssuedInvitation } from './invitations.ts';

type Person = Pick<User, 'userId' | 'firstName' | 'lastName' | 'status' | 'username' | 'mobileNo'>;

/** An acceptance of an invitation: the access it activates, the person after it, the invitation claimed at `acceptedAt`. */
export interface Acceptance {
  access: UserOrgAccess;
  person: Person;
  tokenHash: string;
  acceptedAt: string;
}

/**
 * The writes of an issued invitation, for another area's transaction: the new row, and the older pending ones expired
 * (the transaction fails if one of them was accepted meanwhile).
 */
export function invitationIssueWrites(e: Pick<TransactionEntities, 'invitation'>, issued: IssuedInvitation) {
  return [
    e.invitation.create(issued.record).commit(),
    ...issued.superseded.map((tokenHash) =>
      e.invitation
        .patch({ tokenHash })
        .set({ status: 'EXPIRED', updatedAt: issued.record.createdAt })
        .where((a, op) => op.ne(a.status, 'ACCEPTED'))
        .commit(),
    ),
  ];
}

/** A person's pending invitations expire (their access was archived), each only while still pending. */
export const invitationsExpiredWrites = (e: Pick<TransactionEntities, 'invitation'>, invitations: readonly Invitation[], now: string) =>
  invitations.map((i) =>
    e.invitation
      .patch({ tokenHash: i.tokenHash })
      .set({ status: 'EXPIRED', updatedAt: now })
      .where((attr, op) => op.eq(attr.status, 'PENDING'))
      .commit(),
  );

/** The invitations expired at `expiredAt` are pending again (the archive that expired them was undone). */
export const invitationsPendingAgainWrites = (
  e: Pick<TransactionEntities, 'invitation'>,
  invitations: readonly Invitation[],
  at: { expiredAt: string; now: string },
) =>
  invitations.map((i) =>
    e.invitation
      .patch({ tokenHash: i.tokenHash })
      .set({ status: 'PENDING', updatedAt: at.now })
      .where((attr, op) => op.eq(attr.updatedAt, at.expiredAt))
      .commit(),
  );

/** The acceptance's writes beside the person's own: the access activated, the invitation already claimed at this instant. */
function acceptanceWrites(e: TransactionEntities, at: Acceptance) {
  return [
    ...accessAcceptedWrites(e, at.access, at.person, at.acceptedAt),
    e.invitation
      .check({ tokenHash: at.tokenHash })
      .where((a, op) => `${op.eq(a.status, 'ACCEPTED')} AND ${op.eq(a.acceptedAt, at.acceptedAt)}`)
      .commit(),
  ];
}

/** The invitations (organisation invitations to sign up or accept) and their acceptance. */
export function createInvitationStore(db: Db) {
  return {
    /** The invitation of a token hash, or null. */
    async invitationOf(tokenHash: string) {
      return (await db.invitation.get({ tokenHash }).go()).data;
    },

    /** Every invitation of a person to an organisation. */
    async invitationsOfPerson(organisationId: string, invitedUserId: string) {
      // bounded: the invitations one organisation sent one person (one per resend or extension)
      return (await db.invitation.query.byUser({ organisationId, invitedUserId }).go({ pages: 'all' })).data;
    },

    /** The pending invitations (of every organisation) expiring after `now`, by expiry: the active-users list's range. */
    pendingInvitationsRange(now: string): IndexRange {
      return { query: db.invitation.query.byStatus({ status: 'PENDING' }).gt({ expiresOn: now }) };
    },

    /** The invitations of a page of the pending invitations' index, in its order. */
    invitationsOfPage(items: readonly IndexItem[]) {
      return pageItems(
        db.invitation,
        items,
        (i) => ({ tokenHash: String(i.tokenHash) }),
        (x) => x.tokenHash,
      );
    },

    /** A pending invitation past its expiry is marked EXPIRED (throws a condition failure if no longer pending). */
    async invitationExpiredWrite(tokenHash: string, now: string) {
      await db.invitation
        .patch({ tokenHash })
        .set({ status: 'EXPIRED', updatedAt: now })
        .where((a, op) => op.eq(a.status, 'PENDING'))
        .go();
    },

    /** The invitation is claimed (PENDING and unexpired → ACCEPTED); throws a condition failure when it was not. */
    async invitationClaimedWrite(tokenHash: string, acceptedAt: string) {
      await db.invitation
        .patch({ tokenHash })
        .set({ status: 'ACCEPTED', acceptedAt, updatedAt: acceptedAt })
        .where((a, op) => `${op.eq(a.status, 'PENDING')} AND ${op.gt(a.expiresOn, acceptedAt)}`)
        .go();
    },

    /** The claim made at `acceptedAt` is given back (the acceptance did not complete). */
    async invitationReleasedWrite(tokenHash: string, acceptedAt: string, now: string) {
      await db.invitation
        .patch({ tokenHash })
        .set({ status: 'PENDING', updatedAt: now })
        .remove(['acceptedAt'])
        .where((a, op) => `${op.eq(a.status, 'ACCEPTED')} AND ${op.eq(a.acceptedAt, acceptedAt)}`)
        .go();
    },

    /**
     * Sign-up through the invitation: the person (still invited, no identity yet) takes their names, mobile, zone and
     * identity; the access is activated; with the audit row. False when the transaction was cancelled.
     */
    async signedUpWrite(fields: SignedUpFields, at: Acceptance, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [personSignedUpWrite(e, at.person.userId, fields), ...acceptanceWrites(e, at), auditRowWrite(e, audit)])
        .go();
      return !result.canceled;
    },

    /**
     * Acceptance by signing in with an existing account: the person becomes the account's (identity `sub`); the access
     * is activated; with the audit row. False when the transaction was cancelled.
     */
    async acceptedBySignInWrite(sub: string, at: Acceptance, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [personSignedInWrite(e, at.person.userId, sub, at.acceptedAt), ...acceptanceWrites(e, at), auditRowWrite(e, audit)])
        .go();
      return !result.canceled;
    },
  };
}
