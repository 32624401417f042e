import { MSG } from '@scheduler/contracts/messages';
import type { Actor } from '../actor.ts';
import type { RefusalCode } from '@scheduler/contracts/error-codes';
import { errors } from '../errors.ts';
import type { Identity } from '../ports/identity.ts';
import { canActivate, canDeactivate, DEACTIVATED_REASON } from './user-access-status.ts';
import { formatApiDate } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { auditEntry } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import { createSessionService } from '../identity/session.ts';
import { assertChangeable, createUserScope, fullNameOf, identityFor } from './user-scope.ts';
import { memberMove } from './member-list.ts';
import { PURGE_INDEX_ATTRIBUTES, purgeIndexFields } from '../purge/purge-index.ts';
import { purgeMarkOnArchive } from '../purge/retention.ts';

const STAFF_TYPES = ['ASSESSOR', 'INVIGILATOR'] as const;
const notAllowed = (code: RefusalCode) => errors.refused(code, MSG.notAllowed, 'NOT_ALLOWED');
const stale = () => errors.refused('user.stale', 'This user was changed by someone else, please reload and try again.');

/**
 * Status changes of a user by an admin (doc 1 §4): deactivate and activate an assessor or invigilator access,
 * archive a user, extend the purge date. Each acts on what the admin's organisation owns (its access row), writes
 * an audit row with the change and ends the user's sessions, so their next call answers 409 'Access Modified'.
 * The identity provider is changed only after the table write succeeded; when it then fails, the table write is
 * undone (and the undoing audited), so the two never disagree.
 */
export function createUserStatusService(deps: DataDeps & { identity?: Identity }) {
  const { db, clock } = deps;
  const scope = createUserScope(deps);
  const sessions = createSessionService(deps);

  async function organisationName(organisationId: string) {
    const { data } = await db.organisation.get({ organisationId }).go();
    return data?.name ?? organisationId;
  }

  async function otherActiveAccesses(userId: string, organisationId: string) {
    return (await scope.accessesOf(userId)).filter((a) => a.organisationId !== organisationId && a.active && !a.archived);
  }

  /** Runs the identity change that follows a table write; when it fails, undoes the write and fails as it did. */
  async function thenIdentity(change: () => Promise<void>, undo: () => Promise<unknown>): Promise<void> {
    try {
      await change();
    } catch (error) {
      await undo();
      throw error;
    }
  }

  return {
    async deactivate(actor: Actor, organisationId: string, userId: string, reason: string): Promise<string> {
      const found = await scope.access(actor, organisationId, userId);
      const { user, access } = found;
      assertChangeable(user);
      if (user.userId === actor.userId) throw notAllowed('user.self');
      if (!(STAFF_TYPES as readonly string[]).includes(access.userType) || !canDeactivate(access)) throw notAllowed('user.not_active');
      const orgName = await organisationName(found.organisationId);
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'User', refId: userId, organisationId: found.organisationId },
        `Access to ${orgName} deactivated. Reason: ${reason}`,
      );
      const change = { active: false, status: 'INACTIVE' as const, statusReason: DEACTIVATED_REASON };
      const moved = memberMove(user, access, change);
      const result = await db.service.transaction
        .write(({ userOrgAccess, auditLog, listCounter }) => [
          userOrgAccess
            .patch({ organisationId: found.organisationId, userId })
            .set({ ...change, ...moved.fields, updatedAt: clock.now().toISOString() })
            .composite(moved.composite)
            .where((attr, op) => `${op.eq(attr.active, true)} AND ${op.eq(attr.archived, false)} AND ${moved.stillIn(attr, op)}`)
            .commit(),
          auditLog.create(audit).commit(),
          ...moved.counters(listCounter),
        ])
        .go();
      if (result.canceled) throw stale();
      // Ends every session and signs the person out at the identity provider (issue 7: revocation is real).
      await sessions.revokeAll(userId, `Deactivated in ${orgName}`, actor);
      return `${fullNameOf(user)} deactivated.`;
    },

    async activate(actor: Actor, organisationId: string, userId: string, reason: string): Promise<string> {
      const found = await scope.access(actor, organisationId, userId);
      const { user, access } = found;
      assertChangeable(user);
      if (!canActivate(access)) throw notAllowed('user.not_deactivated');
      const orgName = await organisationName(found.organisationId);
      const hadActive = (await otherActiveAccesses(userId, found.organisationId)).length > 0;
      const ref = { refType: 'User' as const, refId: userId, organisationId: found.organisationId };
      const audit = auditEntry(deps, actor, ref, `Access to ${orgName} activated. Reason: ${reason}`);
      const activatedAt = clock.now().toISOString();
      const moved = memberMove(user, access, { active: true, status: 'ACTIVE', statusReason: undefined });
      const result = await db.service.transaction
        .write(({ userOrgAccess, auditLog, listCounter }) => [
          userOrgAccess
            .patch({ organisationId: found.organisationId, userId })
            .set({ active: true, status: 'ACTIVE', ...moved.fields, updatedAt: activatedAt })
            .remove(['statusReason'])
            .composite(moved.composite)
            .where((attr, op) => `${op.eq(attr.status, 'INACTIVE')} AND ${op.eq(attr.archived, false)} AND ${moved.stillIn(attr, op)}`)
            .commit(),
          auditLog.create(audit).commit(),
          ...moved.counters(listCounter),
        ])
        .go();
      if (result.canceled) throw stale();
      await sessions.revokeAll(userId, `Activated in ${orgName}`, actor);
      const identity = identityFor(deps, user);
      if (identity && !hadActive) {
        const activated = { ...access, active: true, status: 'ACTIVE' as const, statusReason: undefined, ...moved.fields };
        const undo = { active: false, status: 'INACTIVE' as const, statusReason: access.statusReason ?? DEACTIVATED_REASON };
        const undone = memberMove(user, activated, undo);
        await thenIdentity(
          () => identity.enableUser(user.username),
          () =>
            db.service.transaction
              .write(({ userOrgAccess, auditLog, listCounter }) => [
                userOrgAccess
                  .patch({ organisationId: found.organisationId, userId })
                  .set({ ...undo, ...undone.fields, updatedAt: clock.now().toISOString() })
                  .composite(undone.composite)
                  .where((attr, op) => op.eq(attr.updatedAt, activatedAt))
                  .commit(),
                auditLog
                  .create(auditEntry(deps, actor, ref, `Activation of the access to ${orgName} undone: the sign-in account could not be enabled.`))
                  .commit(),
                ...undone.counters(listCounter),
              ])
              .go(),
        );
      }
      return `${fullNameOf(user)} activated.`;
    },

    /**
     * user/archive. A grid admin archives the person everywhere. An organisation admin archives only the access to
     * their own organisation: the person's records elsewhere belong to other organisations. The user itself is
     * archived (and the identity disabled) once no other organisation still has them.
     */
    async archive(actor: Actor, organisationId: string, userId: string): Promise<string> {
      const found = await scope.access(actor, organisationId, userId);
      const { user } = found;
      assertChangeable(user);
      if (user.userId === actor.userId) throw notAllowed('user.self');
      if (found.access.archived) throw notAllowed('user.archived');
      const all = await scope.accessesOf(userId);
      const everywhere = actor.userType === 'GRID_ADMIN';
      const accesses = everywhere ? all : all.filter((a) => a.organisationId === found.organisationId);
      const remaining = all.filter((a) => !accesses.includes(a) && !a.archived);
      const archiveUser = remaining.length === 0;
      const invitations = (
        await Promise.all(
          accesses.map((a) => db.invitation.query.byUser({ organisationId: a.organisationId, invitedUserId: userId }).go({ pages: 'all' })),
        )
      )
        .flatMap((r) => r.data)
        .filter((i) => i.status === 'PENDING');
      const now = clock.now().toISOString();
      const orgName = await organisationName(found.organisationId);
      const what = archiveUser
        ? `User archived (${accesses.length} organisation access${accesses.length === 1 ? '' : 'es'}).`
        : `Access to ${orgName} archived; the user keeps ${remaining.length} other organisation access(es).`;
      const ref = { refType: 'User' as const, refId: userId, organisationId: found.organisationId };
      const audit = auditEntry(deps, actor, ref, what);
      const archived = { archived: true, active: false, status: 'ARCHIVED' as const };
      const moves = accesses.map((a) => ({ a, moved: memberMove(user, a, archived) }));
      // Each archived access becomes due for purge after its organisation's retention (purge/retention.ts).
      const configs = new Map(
        await Promise.all(
          [...new Set(accesses.map((a) => a.organisationId))].map(
            async (id) => [id, (await db.organisation.get({ organisationId: id }).go()).data?.config] as const,
          ),
        ),
      );
      const result = await db.service.transaction
        .write(({ user: users, userOrgAccess, invitation, auditLog, listCounter }) => [
          ...(archiveUser
            ? [
                users
                  .patch({ userId })
                  .set({ status: 'ARCHIVED', updatedAt: now })
                  .where((attr, op) => op.eq(attr.updatedAt, user.updatedAt))
                  .commit(),
              ]
            : []),
          ...moves.map(({ a, moved }) =>
            userOrgAccess
              .patch({ organisationId: a.organisationId, userId })
              .set({
                ...archived,
                ...moved.fields,
                ...purgeMarkOnArchive(a.organisationId, configs.get(a.organisationId), clock.now()),
                updatedAt: now,
              })
              .composite(moved.composite)
              .where((attr, op) => moved.stillIn(attr, op))
              .commit(),
          ),
          ...invitations.map((i) =>
            invitation
              .patch({ tokenHash: i.tokenHash })
              .set({ status: 'EXPIRED', updatedAt: now })
              .where((attr, op) => op.eq(attr.status, 'PENDING'))
              .commit(),
          ),
          auditLog.create(audit).commit(),
          ...moves.flatMap(({ moved }) => moved.counters(listCounter)),
        ])
        .go();
      if (result.canceled) throw stale();
      await sessions.revokeAll(userId, archiveUser ? 'User archived' : `Access to ${orgName} archived`, actor);
      const identity = identityFor(deps, user);
      if (identity && archiveUser) {
        // Undone: the user, each access and each expired invitation back as they were before this archive.
        const undoneAt = clock.now().toISOString();
        await thenIdentity(
          () => identity.disableUser(user.username),
          () =>
            db.service.transaction
              .write(({ user: users, userOrgAccess, invitation, auditLog, listCounter }) => {
                const undone = moves.map(({ a, moved }) => ({
                  a,
                  back: memberMove(user, { ...a, ...archived, ...moved.fields }, { archived: a.archived, active: a.active, status: a.status }),
                }));
                return [
                  users
                    .patch({ userId })
                    .set({ status: user.status, updatedAt: undoneAt })
                    .where((attr, op) => op.eq(attr.updatedAt, now))
                    .commit(),
                  ...undone.map(({ a, back }) =>
                    userOrgAccess
                      .patch({ organisationId: a.organisationId, userId })
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
                      .where((attr, op) => op.eq(attr.updatedAt, now))
                      .commit(),
                  ),
                  ...invitations.map((i) =>
                    invitation
                      .patch({ tokenHash: i.tokenHash })
                      .set({ status: 'PENDING', updatedAt: undoneAt })
                      .where((attr, op) => op.eq(attr.updatedAt, now))
                      .commit(),
                  ),
                  auditLog.create(auditEntry(deps, actor, ref, 'Archive undone: the sign-in account could not be disabled.')).commit(),
                  ...undone.flatMap(({ back }) => back.counters(listCounter)),
                ];
              })
              .go(),
        );
      }
      return MSG.userArchived;
    },

    /** user/extendPurgeDate: a ready-to-purge user's purge (or sanitise) date moves to a later day; the message is the date. */
    async extendPurgeDate(actor: Actor, organisationId: string, userId: string, date: string): Promise<string> {
      const found = await scope.access(actor, organisationId, userId);
      const { user, access } = found;
      if (user.type === 'GRID_ADMIN' || !access.readyToPurge) throw notAllowed('user.not_ready_to_purge');
      const today = formatApiDate(clock.now(), SERVER_TIME_ZONE);
      if (date <= today) throw errors.validation(MSG.validationFailed, { date: 'The purge date must be after today.' });
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'User', refId: userId, organisationId: found.organisationId },
        `Purge date changed: ${access.purgeDate ?? '(empty)'} → ${date}`,
      );
      const result = await db.service.transaction
        .write(({ userOrgAccess, auditLog }) => [
          userOrgAccess
            .patch({ organisationId: found.organisationId, userId })
            .set({ purgeDate: date, ...purgeIndexFields(found.organisationId, date), updatedAt: clock.now().toISOString() })
            .where((attr, op) => op.eq(attr.readyToPurge, true))
            .commit(),
          auditLog.create(audit).commit(),
        ])
        .go();
      if (result.canceled) throw stale();
      return date;
    },
  };
}
