import { MSG } from '@scheduler/contracts/messages';
import type { Actor } from '../actor.ts';
import { isGridAdmin } from '../actor.ts';
import { errors } from '../errors.ts';
import type { Organisation } from '../entities/organisation.ts';
import type { User } from '../entities/user.ts';
import type { UserOrgAccess } from '../entities/user-org-access.ts';
import type { Identity } from '../ports/identity.ts';
import { scopedOrganisationId } from '../rules/organisation-scope.ts';
import type { DataDeps } from './deps.ts';

export const fullNameOf = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

/** Grid-admin users and archived users have no actions (doc 1 §2.11). */
export function assertChangeable(user: User): void {
  if (user.type === 'GRID_ADMIN' || user.status === 'ARCHIVED') throw errors.refused('user.not_changeable', MSG.notAllowed, 'NOT_ALLOWED');
}

/** The identity provider, for a user that has an identity there (one who signed up); undefined otherwise. */
export function identityFor(deps: { identity?: Identity }, user: User): Identity | undefined {
  if (!user.identitySub) return undefined;
  if (!deps.identity) throw new Error('identity provider not configured');
  return deps.identity;
}

/**
 * Users as an admin may see them: grid admins any user; everyone else only users with an access to their
 * current organisation, and only that access. A user out of scope is simply not found.
 */
export function createUserScope({ db }: Pick<DataDeps, 'db'>) {
  const scope = {
    async user(userId: string): Promise<User> {
      const { data } = await db.user.get({ userId }).go();
      if (!data) throw errors.notFound('User');
      return data;
    },

    async accessesOf(userId: string): Promise<UserOrgAccess[]> {
      const { data } = await db.userOrgAccess.query.byUser({ userId }).go({ pages: 'all' });
      return data;
    },

    /** The user and the accesses the actor may see; 404 when the user is out of the actor's reach. */
    async visible(actor: Actor, userId: string): Promise<{ user: User; accesses: UserOrgAccess[] }> {
      const [{ data: user }, accesses] = await Promise.all([db.user.get({ userId }).go(), scope.accessesOf(userId)]);
      if (!user) throw errors.notFound('User');
      if (isGridAdmin(actor)) return { user, accesses };
      const mine = accesses.filter((a) => a.organisationId === actor.organisationId);
      if (mine.length === 0) throw errors.notFound('User');
      return { user, accesses: mine };
    },

    /** One access of a user in an organisation the actor may work in (403 for another organisation, 404 if none). */
    async access(actor: Actor, organisationId: string, userId: string): Promise<{ user: User; access: UserOrgAccess; organisationId: string }> {
      const orgId = scopedOrganisationId(actor, organisationId);
      const [{ data: user }, { data: access }] = await Promise.all([db.user.get({ userId }).go(), db.userOrgAccess.get({ organisationId: orgId, userId }).go()]);
      if (!user) throw errors.notFound('User');
      if (!access) {
        // A grid admin sees every user: one without access entries (another grid admin) cannot be changed.
        if (isGridAdmin(actor)) assertChangeable(user);
        throw errors.notFound('User access');
      }
      return { user, access, organisationId: orgId };
    },

    /** Users by id (batched reads). */
    async usersById(ids: Iterable<string>): Promise<Map<string, User>> {
      const keys = [...new Set(ids)].map((userId) => ({ userId }));
      if (keys.length === 0) return new Map();
      const { data, unprocessed } = await db.user.get(keys).go({ concurrency: 4 });
      const retried = await Promise.all(unprocessed.map(async (k) => (await db.user.get({ userId: k.userId }).go()).data));
      return new Map([...data, ...retried.filter((u): u is User => u !== null)].map((u) => [u.userId, u]));
    },

    /** Every organisation by id (organisations are few). */
    async organisations(): Promise<Map<string, Organisation>> {
      const { data } = await db.organisation.query.all({}).go({ pages: 'all' });
      return new Map(data.map((o) => [o.organisationId, o]));
    },
  };
  return scope;
}
