import type { CreateEntityItem } from 'electrodb';
import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Db } from '../db.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import type { IssuedInvitation } from '../signup/invitations.ts';
import { invitationIssueWrites } from '../signup/signup-store.ts';
import { type MemberPerson, memberCreate, type NewAccess } from './member-list.ts';
import { searchTokenWrites } from './user-search-tokens.ts';
import type { UserEntity } from './user-entity.ts';
import type { UserOrgAccess, UserOrgAccessEntity } from './user-org-access-entity.ts';

/** A person invited who has no record yet: written INVITED. */
export type InvitedPerson = Omit<CreateEntityItem<UserEntity>, 'status'>;

type AccessKey = Pick<UserOrgAccess, 'organisationId' | 'userId'>;
type Reason = { code?: string };

/**
 * A new person (INVITED) and their username guard, for the transaction that invites them: the guard is the second
 * item, and fails when another invitation of the same e-mail wrote its person first.
 */
export const personInvitedWrites = (e: Pick<TransactionEntities, 'user' | 'usernameGuard'>, person: InvitedPerson) => [
  e.user.create({ ...person, status: 'INVITED' }).commit(),
  e.usernameGuard.create({ username: person.username, userId: person.userId, createdAt: person.createdAt }).commit(),
];

/**
 * A new access with its list fields (member-list.ts memberListFields) and its search token rows, for a transaction
 * that moves its list counter itself (a candidate invitation's batch moves each counter once by the sum of its rows):
 * 1 + searchTokenCount(access.listSearch) items.
 */
export const accessCreatedWrites = (
  e: Pick<TransactionEntities, 'userOrgAccess' | 'userSearchToken'>,
  access: CreateEntityItem<UserOrgAccessEntity> & { listName: string; listSearch: string },
) => [e.userOrgAccess.create(access).commit(), ...searchTokenWrites(e.userSearchToken, undefined, access)];

/** A fresh invitation's expiry on an access still INVITED and not archived, for the transaction that issues it. */
export const accessInvitationRenewedWrite = (e: Pick<TransactionEntities, 'userOrgAccess'>, key: AccessKey, expiry: string, now: string) =>
  e.userOrgAccess
    .patch(key)
    .set({ invitationExpiry: expiry, updatedAt: now })
    .where((a, op) => `${op.eq(a.status, 'INVITED')} AND ${op.eq(a.archived, false)}`)
    .commit();

/** What inviting a person to an organisation writes (user/create). */
export interface PersonInvite {
  /** The person's record when the e-mail has none yet. */
  newPerson?: InvitedPerson;
  /** The person as the access's list fields read them. */
  person: MemberPerson;
  access: NewAccess;
  issued: IssuedInvitation;
  audit: AuditLog;
}

/** A transaction's outcome: committed, or cancelled with DynamoDB's reason per item. */
export type InviteWriteOutcome = { committed: true } | { committed: false; reasons: Reason[] };

/** The invitations of people to an organisation and their renewals (user/create, user/extendExpiryDate). */
export function createInviteStore(db: Db) {
  return {
    /**
     * ONE transaction of an invitation: the person with their username guard when new (its first two items), the
     * access with its list counter, the invitation (older pending ones expired) and the audit row.
     */
    async personInvitedWrite(invite: PersonInvite): Promise<InviteWriteOutcome> {
      const result = await db.service.transaction
        .write((e) => [
          ...(invite.newPerson ? personInvitedWrites(e, invite.newPerson) : []),
          ...memberCreate(e, invite.person, invite.access),
          ...invitationIssueWrites(e, invite.issued),
          auditRowWrite(e, invite.audit),
        ])
        .go();
      return result.canceled ? { committed: false, reasons: result.data as Reason[] } : { committed: true };
    },

    /**
     * An invitation extended: the access's expiry (on condition it is still `before` and the access INVITED), the fresh
     * invitation (older pending ones expired) and the audit row. False when the transaction was cancelled.
     */
    async invitationExtendedWrite(key: AccessKey, before: string, issued: IssuedInvitation, now: string, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.userOrgAccess
            .patch(key)
            .set({ invitationExpiry: issued.expiresOn.toISOString(), updatedAt: now })
            .where((a, op) => `${op.eq(a.invitationExpiry, before)} AND ${op.eq(a.status, 'INVITED')}`)
            .commit(),
          ...invitationIssueWrites(e, issued),
          auditRowWrite(e, audit),
        ])
        .go();
      return !result.canceled;
    },
  };
}
