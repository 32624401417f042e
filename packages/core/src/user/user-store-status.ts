import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Db } from '../db.ts';
import { PURGE_INDEX_ATTRIBUTES, purgeIndexFields } from '../purge/purge-index.ts';
import type { purgeMarkOnArchive } from '../purge/retention.ts';
import type { Invitation } from '../signup/invitation-entity.ts';
import { invitationsExpiredWrites, invitationsPendingAgainWrites } from '../signup/signup-store.ts';
import { memberMove } from './member-list.ts';
import type { User } from './user-entity.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';

/** A change of an access's list place (member-list.ts memberMove). */
type MemberMove = ReturnType<typeof memberMove>;
type AccessKey = Pick<UserOrgAccess, 'organisationId' | 'userId'>;

/** What an archived access becomes. */
const ARCHIVED = { archived: true, active: false, status: 'ARCHIVED' as const };

/** One access an archive moves: as read, its list move, and its purge mark (purge/retention.ts). */
export interface AccessArchive {
  access: UserOrgAccess;
  moved: MemberMove;
  purgeMark: ReturnType<typeof purgeMarkOnArchive>;
}

/** An archive: the person (archived too when `archivePerson`), the accesses it archives, the invitations it expires. */
export interface Archive {
  person: User;
  archivePerson: boolean;
  archives: readonly AccessArchive[];
  invitations: readonly Invitation[];
  /** The instant of the archive write (the undo is conditioned on it). */
  at: string;
}

/**
 * An admin's status changes of a person's organisation accesses (deactivate, activate, archive, purge date), each
 * with its audit row and the list counters in one transaction. Each answers false when the transaction was
 * cancelled (someone changed the rows meanwhile).
 */
export function createAccessStatusStore(db: Db) {
  return {
    /** A live access is deactivated (`change`), moving tab as `moved`. */
    async accessDeactivatedWrite(
      key: AccessKey,
      change: Pick<UserOrgAccess, 'active' | 'status' | 'statusReason'>,
      moved: MemberMove,
      now: string,
      audit: AuditLog,
    ): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.userOrgAccess
            .patch(key)
            .set({ ...change, ...moved.fields, updatedAt: now })
            .composite(moved.composite)
            .where((attr, op) => `${op.eq(attr.active, true)} AND ${op.eq(attr.archived, false)} AND ${moved.stillIn(attr, op)}`)
            .commit(),
          auditRowWrite(e, audit),
          ...moved.counters(e.listCounter),
          ...moved.tokens(e.userSearchToken),
        ])
        .go();
      return !result.canceled;
    },

    /** A deactivated (not archived) access is active again, its reason removed, moving tab as `moved`. */
    async accessActivatedWrite(key: AccessKey, moved: MemberMove, activatedAt: string, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.userOrgAccess
            .patch(key)
            .set({ active: true, status: 'ACTIVE', ...moved.fields, updatedAt: activatedAt })
            .remove(['statusReason'])
            .composite(moved.composite)
            .where((attr, op) => `${op.eq(attr.status, 'INACTIVE')} AND ${op.eq(attr.archived, false)} AND ${moved.stillIn(attr, op)}`)
            .commit(),
          auditRowWrite(e, audit),
          ...moved.counters(e.listCounter),
          ...moved.tokens(e.userSearchToken),
        ])
        .go();
      return !result.canceled;
    },

    /** The activation written at `activatedAt` is undone: the access takes `undo` again, moving tab as `undone`. */
    async activationUndoneWrite(
      key: AccessKey,
      undo: Pick<UserOrgAccess, 'active' | 'status' | 'statusReason'>,
      undone: MemberMove,
      at: { activatedAt: string; now: string },
      audit: AuditLog,
    ): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.userOrgAccess
            .patch(key)
            .set({ ...undo, ...undone.fields, updatedAt: at.now })
            .composite(undone.composite)
            .where((attr, op) => op.eq(attr.updatedAt, at.activatedAt))
            .commit(),
          auditRowWrite(e, audit),
          ...undone.counters(e.listCounter),
          ...undone.tokens(e.userSearchToken),
        ])
        .go();
      return !result.canceled;
    },

    /** The archive: the person (if unchanged since read), each access with its purge mark, the pending invitations expired. */
    async archiveWrite(archive: Archive, audit: AuditLog): Promise<boolean> {
      const { person, archivePerson, archives, invitations, at } = archive;
      const result = await db.service.transaction
        .write((e) => [
          ...(archivePerson
            ? [
                e.user
                  .patch({ userId: person.userId })
                  .set({ status: 'ARCHIVED', updatedAt: at })
                  .where((attr, op) => op.eq(attr.updatedAt, person.updatedAt))
                  .commit(),
              ]
            : []),
          ...archives.map(({ access, moved, purgeMark }) =>
            e.userOrgAccess
              .patch({ organisationId: access.organisationId, userId: person.userId })
              .set({ ...ARCHIVED, ...moved.fields, ...purgeMark, updatedAt: at })
              .composite(moved.composite)
              .where((attr, op) => moved.stillIn(attr, op))
              .commit(),
          ),
          ...invitationsExpiredWrites(e, invitations, at),
          auditRowWrite(e, audit),
          ...archives.flatMap(({ moved }) => moved.counters(e.listCounter)),
          ...archives.flatMap(({ moved }) => moved.tokens(e.userSearchToken)),
        ])
        .go();
      return !result.canceled;
    },

    /** The archive written at `archive.at` is undone: the person, each access and each expired invitation as read before it. */
    async archiveUndoneWrite(archive: Archive, undoneAt: string, audit: AuditLog): Promise<boolean> {
      const { person, archives, invitations, at } = archive;
      const result = await db.service.transaction
        .write((e) => {
          const undone = archives.map(({ access: a, moved }) => ({
            a,
            back: memberMove(person, { ...a, ...ARCHIVED, ...moved.fields }, { archived: a.archived, active: a.active, status: a.status }),
          }));
          return [
            e.user
              .patch({ userId: person.userId })
              .set({ status: person.status, updatedAt: undoneAt })
              .where((attr, op) => op.eq(attr.updatedAt, at))
              .commit(),
            ...undone.map(({ a, back }) =>
              e.userOrgAccess
                .patch({ organisationId: a.organisationId, userId: person.userId })
                .set({
                  archived: a.archived,
                  active: a.active,
                  status: a.status,
                  ...back.fields,
                  readyToPurge: a.readyToPurge ?? false,
                  ...(a.purgeDate ? { purgeDate: a.purgeDate } : {}),
                  ...(a.purgeOn ? purgeIndexFields(a.organisationId, a.purgeOn) : {}),
                  updatedAt: undoneAt,
                })
                .remove(a.purgeOn ? [] : ['purgeDate', ...PURGE_INDEX_ATTRIBUTES])
                .composite(back.composite)
                .where((attr, op) => op.eq(attr.updatedAt, at))
                .commit(),
            ),
            ...invitationsPendingAgainWrites(e, invitations, { expiredAt: at, now: undoneAt }),
            auditRowWrite(e, audit),
            ...undone.flatMap(({ back }) => back.counters(e.listCounter)),
            ...undone.flatMap(({ back }) => back.tokens(e.userSearchToken)),
          ];
        })
        .go();
      return !result.canceled;
    },

    /** A ready-to-purge access's purge date moves to `date`. */
    async purgeDateWrite(key: AccessKey, date: string, now: string, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.userOrgAccess
            .patch(key)
            .set({ purgeDate: date, ...purgeIndexFields(key.organisationId, date), updatedAt: now })
            .where((attr, op) => op.eq(attr.readyToPurge, true))
            .commit(),
          auditRowWrite(e, audit),
        ])
        .go();
      return !result.canceled;
    },
  };
}
