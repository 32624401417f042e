import { MSG } from '@scheduler/contracts/messages';
import type { Actor } from '../actor.ts';
import { isGridAdmin } from '../actor.ts';
import { errors } from '../errors.ts';
import type { Organisation } from '../organisation/organisation-entity.ts';
import type { User } from './user-entity.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import type { Identity } from '../ports/identity.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import type { DataDeps } from '../deps.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createUserStore } from './user-store.ts';

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
 * How far an admin reaches a person. The person (name, e-mail, mobile, 2-step, password) is global; an organisation
 * owns only its access row. What an organisation admin may see follows the state of their organisation's access:
 * - MEMBER (ACTIVE): the person's profile, and the organisation's access;
 * - FORMER (deactivated or archived): the names and e-mail, and the organisation's access; nothing the person
 *   changed since (mobile, 2-step method, time zone, company);
 * - INVITED (not accepted yet): only the invitation: the e-mail and names it was sent with, and the access. Nothing
 *   of an account the e-mail may already have elsewhere, so an invitation reads alike whether it had one or not.
 * A grid admin reaches everyone (GRID).
 */
export type Reach = 'GRID' | 'MEMBER' | 'FORMER' | 'INVITED';

export function reachOf(access: Pick<UserOrgAccess, 'status' | 'active' | 'archived'>): Exclude<Reach, 'GRID'> {
  if (access.status === 'INVITED' && !access.archived) return 'INVITED';
  if (access.status === 'ACTIVE' && access.active && !access.archived) return 'MEMBER';
  return 'FORMER';
}

/** An access the person accepted and may use now. */
const isAcceptedAndActive = (a: UserOrgAccess) => a.status === 'ACTIVE' && a.active && !a.archived;

/**
 * Whether the actor may change the person's global identity (name, mobile, 2-step, password): a grid admin, for any
 * changeable person; an organisation admin only for a MEMBER whose every accepted, active access is in the admin's
 * organisation (so no other organisation relies on who that person is).
 */
export function mayChangeIdentity(actor: Actor, reach: Reach, user: User, allAccesses: readonly UserOrgAccess[]): boolean {
  if (user.type === 'GRID_ADMIN' || user.status === 'ARCHIVED') return false;
  if (reach === 'GRID') return isGridAdmin(actor);
  if (reach !== 'MEMBER') return false;
  return allAccesses.filter(isAcceptedAndActive).every((a) => a.organisationId === actor.organisationId);
}

/** The person as an admin reaches them: the accesses the admin may see (their organisation's, or all for GRID). */
export interface Reached {
  user: User;
  reach: Reach;
  accesses: UserOrgAccess[];
  /** Every access of the person, for the identity rule; never shown to an organisation admin. */
  allAccesses: UserOrgAccess[];
}

/**
 * Users as an admin may reach them (see Reach). A user without an access to the actor's current organisation is
 * simply not found, for every organisation admin alike.
 */
export function createUserScope({ db }: Pick<DataDeps, 'db'>) {
  const users = createUserStore(db);
  const organisationRows = createOrganisationStore(db);
  const scope = {
    async user(userId: string): Promise<User> {
      const person = await users.personOf(userId);
      if (!person) throw errors.notFound('User');
      return person;
    },

    async accessesOf(userId: string): Promise<UserOrgAccess[]> {
      return users.accessesOfPerson(userId);
    },

    /** The user, the reach and the accesses the actor may see; 404 when the user is out of the actor's reach. */
    async reached(actor: Actor, userId: string): Promise<Reached> {
      const [user, allAccesses] = await Promise.all([users.personOf(userId), scope.accessesOf(userId)]);
      if (!user) throw errors.notFound('User');
      if (isGridAdmin(actor)) return { user, reach: 'GRID', accesses: allAccesses, allAccesses };
      const mine = allAccesses.find((a) => a.organisationId === actor.organisationId);
      if (!mine) throw errors.notFound('User');
      return { user, reach: reachOf(mine), accesses: [mine], allAccesses };
    },

    /**
     * The person, for a change of their global identity by an admin (mayChangeIdentity): 404 when out of reach, 403
     * when the admin's organisation does not own who the person is, NOT_ALLOWED for grid admins and archived people.
     */
    async forIdentityChange(actor: Actor, userId: string): Promise<Reached> {
      const reached = await scope.reached(actor, userId);
      assertChangeable(reached.user);
      if (!mayChangeIdentity(actor, reached.reach, reached.user, reached.allAccesses)) throw errors.forbidden();
      return reached;
    },

    /**
     * One access of a user in an organisation the actor may work in (403 for another organisation, 404 if none): what
     * the organisation owns, for its own actions (activate, deactivate, archive, extend dates).
     */
    async access(actor: Actor, organisationId: string, userId: string): Promise<{ user: User; access: UserOrgAccess; organisationId: string }> {
      const orgId = scopedOrganisationId(actor, organisationId);
      const [user, access] = await Promise.all([users.personOf(userId), users.accessOf(orgId, userId)]);
      if (!user) throw errors.notFound('User');
      if (!access) {
        // A grid admin sees every user: one without access entries (another grid admin) cannot be changed.
        if (isGridAdmin(actor)) assertChangeable(user);
        throw errors.notFound('User access');
      }
      return { user, access, organisationId: orgId };
    },

    /** Users by id (batched reads). */
    usersById(ids: Iterable<string>): Promise<Map<string, User>> {
      return users.peopleById(ids);
    },

    /** Every organisation by id (organisations are few). */
    async organisations(): Promise<Map<string, Organisation>> {
      return new Map((await organisationRows.allOrganisations()).map((o) => [o.organisationId, o]));
    },
  };
  return scope;
}
