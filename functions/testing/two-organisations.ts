import { ulid } from 'ulid';
import type { UserType } from '@scheduler/contracts/roles';
import type { Db } from '@scheduler/core/db';
import type { UserOrgAccess } from '@scheduler/core/user/user-org-access-entity';
import { givenOrganisation, givenSession } from './fixtures.ts';

/** A person of the test world: a user with an identity (they signed up) and the e-mail they sign in with. */
export interface Person {
  userId: string;
  sub: string;
  username: string;
  firstName: string;
  lastName: string;
  fullName: string;
  type: UserType;
}

/** One organisation with one person of each kind, every access ACTIVE. */
export interface OrganisationWorld {
  organisationId: string;
  name: string;
  admin: Person;
  /** An assessor who is also assessor admin (may be given access to other assessors). */
  assessorAdmin: Person;
  assessor: Person;
  invigilator: Person;
  candidate: Person;
}

/** What an access row may differ in from an active one. */
export type AccessOverrides = Partial<Pick<UserOrgAccess, 'status' | 'active' | 'archived' | 'statusReason' | 'assessorAdmin' | 'internalProjectAccess' | 'calendarFeed' | 'invitationExpiry' | 'readyToPurge' | 'purgeDate'>>;

export interface TwoOrganisations {
  a: OrganisationWorld;
  b: OrganisationWorld;
  gridAdmin: Person;
  /** An assessor with an active access in both organisations. */
  shared: Person;
  /** Everyone above. */
  people: Person[];
  /** A new person with one access to `organisationId` (ACTIVE unless overridden), for a test that changes them. */
  member(organisationId: string, type: Exclude<UserType, 'GRID_ADMIN'>, access?: AccessOverrides): Promise<Person>;
  /** Gives `person` an access to another organisation as well (e.g. an invitation from B for a person of A). */
  grantAccess(person: Person, organisationId: string, access?: AccessOverrides): Promise<void>;
  /** A fresh live session of `person` working in `organisationId` (default: their first organisation, A for the grid admin). */
  signIn(person: Person, organisationId?: string): Promise<string>;
}

const now = () => new Date().toISOString();

/**
 * Two active organisations, A and B, each with an admin, an assessor admin, an assessor, an invigilator and a
 * candidate; a grid admin; and an assessor with access to both. Names are unique per call, so test files sharing
 * one table never see each other's people. `onPerson` sees every person created (e.g. to add them to an identity
 * provider double).
 */
export async function givenTwoOrganisations(db: Db, opts: { names?: [string, string]; onPerson?: (p: Person) => void } = {}): Promise<TwoOrganisations> {
  const tag = ulid().slice(-6);
  const [nameA, nameB] = opts.names ?? [`Org A ${tag}`, `Org B ${tag}`];
  const homes = new Map<string, string>();

  async function person(type: UserType, firstName: string, defaultOrganisationId?: string): Promise<Person> {
    const userId = ulid();
    const p: Person = { userId, sub: `sub-${userId}`, username: `${userId.toLowerCase()}@two-orgs.test`, firstName, lastName: 'Tester', fullName: `${firstName} Tester`, type };
    await db.user
      .create({ userId, username: p.username, identitySub: p.sub, firstName, lastName: p.lastName, type, status: 'ACTIVE', defaultOrganisationId, createdAt: now(), updatedAt: now() })
      .go();
    if (defaultOrganisationId) homes.set(userId, defaultOrganisationId);
    opts.onPerson?.(p);
    return p;
  }

  async function grantAccess(p: Person, organisationId: string, access: AccessOverrides = {}) {
    const status = access.status ?? 'ACTIVE';
    await db.userOrgAccess
      .create({ organisationId, userId: p.userId, userType: p.type, status, active: status === 'ACTIVE', archived: false, createdAt: now(), updatedAt: now(), ...access })
      .go();
    if (!homes.has(p.userId)) homes.set(p.userId, organisationId);
  }

  async function member(organisationId: string, type: Exclude<UserType, 'GRID_ADMIN'>, access: AccessOverrides = {}) {
    const p = await person(type, type === 'ORG_ADMIN' ? 'Admin' : type.charAt(0) + type.slice(1).toLowerCase(), organisationId);
    await grantAccess(p, organisationId, access);
    return p;
  }

  async function organisation(name: string): Promise<OrganisationWorld> {
    const { organisationId } = await givenOrganisation(db, name);
    const [admin, assessorAdmin, assessor, invigilator, candidate] = await Promise.all([
      member(organisationId, 'ORG_ADMIN'),
      member(organisationId, 'ASSESSOR', { assessorAdmin: true }),
      member(organisationId, 'ASSESSOR'),
      member(organisationId, 'INVIGILATOR'),
      member(organisationId, 'CANDIDATE'),
    ]);
    return { organisationId, name, admin, assessorAdmin, assessor, invigilator, candidate };
  }

  const [a, b] = [await organisation(nameA), await organisation(nameB)];
  const gridAdmin = await person('GRID_ADMIN', 'Grid');
  homes.set(gridAdmin.userId, a.organisationId);
  const shared = await member(a.organisationId, 'ASSESSOR');
  await grantAccess(shared, b.organisationId);
  const people = [a, b].flatMap((o) => [o.admin, o.assessorAdmin, o.assessor, o.invigilator, o.candidate]).concat(gridAdmin, shared);

  return {
    a,
    b,
    gridAdmin,
    shared,
    people,
    member,
    grantAccess,
    signIn: (p, organisationId) => givenSession(db, p.userId, organisationId ?? homes.get(p.userId) ?? a.organisationId),
  };
}
