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
import { type Archive, createUserStore } from './user-store.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createSignupStore } from '../signup/signup-store.ts';
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
  const { clock } = deps;
  const users = createUserStore(deps.db);
  const organisations = createOrganisationStore(deps.db);
  const invitationRows = createSignupStore(deps.db);
  const scope = createUserScope(deps);
  const sessions = createSessionService(deps);

  async function organisationName(organisationId: string) {
    return (await organisations.organisationOf(organisationId))?.name ?? organisationId;
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
      const key = { organisationId: found.organisationId, userId };
      if (!(await users.accessDeactivatedWrite(key, change, moved, clock.now().toISOString(), audit))) throw stale();
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
      const key = { organisationId: found.organisationId, userId };
      if (!(await users.accessActivatedWrite(key, moved, activatedAt, audit))) throw stale();
      await sessions.revokeAll(userId, `Activated in ${orgName}`, actor);
      const identity = identityFor(deps, user);
      if (identity && !hadActive) {
        const activated = { ...access, active: true, status: 'ACTIVE' as const, statusReason: undefined, ...moved.fields };
        const undo = { active: false, status: 'INACTIVE' as const, statusReason: access.statusReason ?? DEACTIVATED_REASON };
        const undone = memberMove(user, activated, undo);
        await thenIdentity(
          () => identity.enableUser(user.username),
          () =>
            users.activationUndoneWrite(
              key,
              undo,
              undone,
              { activatedAt, now: clock.now().toISOString() },
              auditEntry(deps, actor, ref, `Activation of the access to ${orgName} undone: the sign-in account could not be enabled.`),
            ),
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
      const invitations = (await Promise.all(accesses.map((a) => invitationRows.invitationsOfPerson(a.organisationId, userId))))
        .flat()
        .filter((i) => i.status === 'PENDING');
      const now = clock.now().toISOString();
      const orgName = await organisationName(found.organisationId);
      const what = archiveUser
        ? `User archived (${accesses.length} organisation access${accesses.length === 1 ? '' : 'es'}).`
        : `Access to ${orgName} archived; the user keeps ${remaining.length} other organisation access(es).`;
      const ref = { refType: 'User' as const, refId: userId, organisationId: found.organisationId };
      const audit = auditEntry(deps, actor, ref, what);
      const archived = { archived: true, active: false, status: 'ARCHIVED' as const };
      // Each archived access becomes due for purge after its organisation's retention (purge/retention.ts).
      const configs = new Map(
        await Promise.all(
          [...new Set(accesses.map((a) => a.organisationId))].map(async (id) => [id, (await organisations.organisationOf(id))?.config] as const),
        ),
      );
      const archive: Archive = {
        person: user,
        archivePerson: archiveUser,
        archives: accesses.map((access) => ({
          access,
          moved: memberMove(user, access, archived),
          purgeMark: purgeMarkOnArchive(access.organisationId, configs.get(access.organisationId), clock.now()),
        })),
        invitations,
        at: now,
      };
      if (!(await users.archiveWrite(archive, audit))) throw stale();
      await sessions.revokeAll(userId, archiveUser ? 'User archived' : `Access to ${orgName} archived`, actor);
      const identity = identityFor(deps, user);
      if (identity && archiveUser) {
        // Undone: the user, each access and each expired invitation back as they were before this archive.
        const undoneAt = clock.now().toISOString();
        await thenIdentity(
          () => identity.disableUser(user.username),
          () =>
            users.archiveUndoneWrite(archive, undoneAt, auditEntry(deps, actor, ref, 'Archive undone: the sign-in account could not be disabled.')),
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
      const key = { organisationId: found.organisationId, userId };
      if (!(await users.purgeDateWrite(key, date, clock.now().toISOString(), audit))) throw stale();
      return date;
    },
  };
}
