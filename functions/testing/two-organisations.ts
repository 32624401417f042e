import { ulid } from 'ulid';
import type { UserType } from '@scheduler/contracts/roles';
import type { Db } from '@scheduler/core/db';
import type { Organisation } from '@scheduler/core/organisation/organisation-entity';
import type { User } from '@scheduler/core/user/user-entity';
import type { UserOrgAccess } from '@scheduler/core/user/user-org-access-entity';
import { createUserStore } from '@scheduler/core/user/user-store';

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

/** A person with a live server session: what a handler test calls as. */
export type SignedIn = Person & { sessionId: string };

/**
 * What a person may differ in from the world's default one (e.g. a name the test reads back, a mobile, a 2-step
 * method, the sub an identity provider double gave them). A member's default organisation is the one they joined; `defaultOrganisationId: undefined` for one who never chose.
 */
export type PersonDetails = Partial<
  Pick<
    User,
    'identitySub' | 'firstName' | 'lastName' | 'username' | 'mobileNo' | 'timezoneId' | 'companyName' | 'mfaType' | 'status' | 'defaultOrganisationId'
  >
>;

/** What an access row may differ in from an active one. */
export type AccessOverrides = Partial<
  Pick<
    UserOrgAccess,
    | 'status'
    | 'active'
    | 'archived'
    | 'statusReason'
    | 'assessorAdmin'
    | 'internalProjectAccess'
    | 'requestTypes'
    | 'calendarFeed'
    | 'invitationExpiry'
    | 'readyToPurge'
    | 'purgeDate'
  >
>;

/** What an organisation may differ in from an active Australian one without 2-step authentication. */
export type OrganisationDetails = Partial<Pick<Organisation, 'active' | 'mfaEnabled' | 'countryCode' | 'config'>>;

/** One organisation and its admin. */
export interface OrganisationAdmins {
  organisationId: string;
  name: string;
  admin: SignedIn;
}

/** One organisation with one person of each kind, every access ACTIVE. */
export interface OrganisationWorld extends OrganisationAdmins {
  /** An assessor who is also assessor admin (may be given access to other assessors). */
  assessorAdmin: SignedIn;
  assessor: SignedIn;
  invigilator: SignedIn;
  candidate: SignedIn;
}

type Role = 'admin' | 'assessorAdmin' | 'assessor' | 'invigilator' | 'candidate';

export interface WorldOptions {
  names?: [string, string];
  /** First names the test reads back (an audit row's author, an e-mail's greeting), by organisation and role. */
  firstNames?: { a?: Partial<Record<Role, string>>; b?: Partial<Record<Role, string>>; gridAdmin?: string };
  /** Sees every person created (e.g. to add them to an identity provider double). */
  onPerson?: (p: Person) => void;
}

/**
 * The people of the world, each with a live session (in their organisation; the grid admin in A), and what it offers
 * beyond them: more organisations and people, accesses and sign-ins.
 */
export interface World<O extends OrganisationAdmins> {
  a: O;
  b: O;
  gridAdmin: SignedIn;
  /** Everyone above. */
  people: SignedIn[];
  /** Another active organisation, with nobody in it yet. */
  organisation(name?: string, details?: OrganisationDetails): Promise<{ organisationId: string; name: string }>;
  /** A person with no access yet: another grid admin, or someone an organisation is about to invite. */
  person(type: UserType, details?: PersonDetails): Promise<Person>;
  /** A new person with one access to `organisationId` (ACTIVE unless overridden), for a test that changes them. */
  member(organisationId: string, type: Exclude<UserType, 'GRID_ADMIN'>, access?: AccessOverrides, details?: PersonDetails): Promise<Person>;
  /** Gives `person` an access to another organisation as well (e.g. an invitation from B for a person of A). */
  grantAccess(person: Person, organisationId: string, access?: AccessOverrides): Promise<void>;
  /** A fresh live session of `person` working in `organisationId` (default: their first organisation, A for the grid admin). */
  signIn(person: Person, organisationId?: string): Promise<string>;
  /** `person` with a fresh live session, ready to call as. */
  signedIn(person: Person, organisationId?: string): Promise<SignedIn>;
}

export interface TwoOrganisations extends World<OrganisationWorld> {
  /** An assessor with an active access in both organisations (signed in to A). */
  shared: SignedIn;
}

const now = () => new Date().toISOString();
const FIRST_NAMES: Record<UserType, string> = {
  ORG_ADMIN: 'Admin',
  GRID_ADMIN: 'Grid',
  ASSESSOR: 'Assessor',
  INVIGILATOR: 'Invigilator',
  CANDIDATE: 'Candidate',
};

/** The people, organisations, accesses and sessions of a world, written to the table. */
function worldWriter(db: Db, onPerson?: (p: Person) => void) {
  const homes = new Map<string, string>();

  async function organisation(name = `Org ${ulid().slice(-6)}`, details: OrganisationDetails = {}) {
    const organisationId = ulid();
    await db.organisation
      .create({
        organisationId,
        name,
        active: true,
        mfaEnabled: false,
        countryCode: 'AU',
        config: {},
        createdAt: now(),
        updatedAt: now(),
        ...details,
      })
      .go();
    return { organisationId, name };
  }

  async function person(type: UserType, details: PersonDetails = {}, home?: string): Promise<Person> {
    const userId = ulid();
    const {
      identitySub = `sub-${userId}`,
      firstName = FIRST_NAMES[type],
      lastName = 'Tester',
      username = `${userId.toLowerCase()}@two-orgs.test`,
      status = 'ACTIVE',
      ...rest
    } = details;
    const p: Person = { userId, sub: identitySub, username, firstName, lastName, fullName: `${firstName} ${lastName}`, type };
    await db.user
      .create({
        userId,
        username,
        identitySub,
        firstName,
        lastName,
        type,
        status,
        defaultOrganisationId: home,
        createdAt: now(),
        updatedAt: now(),
        ...rest,
      })
      .go();
    if (home) homes.set(userId, home);
    onPerson?.(p);
    return p;
  }

  async function grantAccess(p: Person, organisationId: string, access: AccessOverrides = {}) {
    const status = access.status ?? 'ACTIVE';
    // Through the user list writes (core user/member-list.ts), so the organisation's lists and counters hold the access.
    const { data: user } = await db.user.get({ userId: p.userId }).go();
    if (!user) throw new Error(`${p.fullName} is not written yet`);
    await createUserStore(db).addMember(user, {
      organisationId,
      userId: p.userId,
      userType: p.type,
      status,
      active: status === 'ACTIVE',
      archived: false,
      createdAt: now(),
      updatedAt: now(),
      ...access,
    });
    if (!homes.has(p.userId)) homes.set(p.userId, organisationId);
  }

  async function member(organisationId: string, type: Exclude<UserType, 'GRID_ADMIN'>, access: AccessOverrides = {}, details: PersonDetails = {}) {
    const p = await person(type, details, organisationId);
    await grantAccess(p, organisationId, access);
    return p;
  }

  async function signIn(p: Person, organisationId?: string): Promise<string> {
    const sessionId = ulid();
    const expires = new Date(Date.now() + 3600_000);
    const working = organisationId ?? homes.get(p.userId);
    if (!working) throw new Error(`${p.fullName} belongs to no organisation: name the one they sign in to`);
    await db.session
      .create({
        sessionId,
        userId: p.userId,
        organisationId: working,
        createdAt: now(),
        expiresOn: expires.toISOString(),
        expiresAt: Math.floor(expires.getTime() / 1000),
        revoked: false,
        tokenKey: `tk-${sessionId}`,
      })
      .go();
    return sessionId;
  }

  return {
    homes,
    organisation,
    person,
    member,
    grantAccess,
    signIn,
    signedIn: async (p: Person, organisationId?: string) => ({ ...p, sessionId: await signIn(p, organisationId) }),
  };
}

/** The two organisations (with everyone, or only their admins) and the grid admin, working in A. */
async function givenWorld(db: Db, opts: WorldOptions, everyone: boolean) {
  const w = worldWriter(db, opts.onPerson);
  const named = (org: 'a' | 'b', role: Role): PersonDetails => ({ firstName: opts.firstNames?.[org]?.[role] });
  const tag = ulid().slice(-6);
  const [nameA, nameB] = opts.names ?? [`Org A ${tag}`, `Org B ${tag}`];

  async function organisation(org: 'a' | 'b', name: string) {
    const { organisationId } = await w.organisation(name);
    const join = async (type: Exclude<UserType, 'GRID_ADMIN'>, role: Role, access: AccessOverrides = {}) =>
      w.signedIn(await w.member(organisationId, type, access, named(org, role)));
    const admin = await join('ORG_ADMIN', 'admin');
    if (!everyone) return { organisationId, name, admin };
    const [assessorAdmin, assessor, invigilator, candidate] = await Promise.all([
      join('ASSESSOR', 'assessorAdmin', { assessorAdmin: true }),
      join('ASSESSOR', 'assessor'),
      join('INVIGILATOR', 'invigilator'),
      join('CANDIDATE', 'candidate'),
    ]);
    return { organisationId, name, admin, assessorAdmin, assessor, invigilator, candidate };
  }

  const [a, b] = [await organisation('a', nameA), await organisation('b', nameB)];
  const gridAdmin = await w.signedIn(await w.person('GRID_ADMIN', { firstName: opts.firstNames?.gridAdmin }), a.organisationId);
  w.homes.set(gridAdmin.userId, a.organisationId);
  const { organisation: another, person, member, grantAccess, signIn, signedIn } = w;
  return { a, b, gridAdmin, world: { organisation: another, person, member, grantAccess, signIn, signedIn } };
}

/**
 * THE world of the integration tests: two active organisations, A and B, each with an admin, an assessor admin, an
 * assessor, an invigilator and a candidate; a grid admin (working in A); and an assessor with access to both. Names
 * are unique per call, so test files sharing one table never see each other's people.
 */
export async function givenTwoOrganisations(db: Db, opts: WorldOptions = {}): Promise<TwoOrganisations> {
  const { a, b, gridAdmin, world } = await givenWorld(db, opts, true);
  const [orgA, orgB] = [a, b] as OrganisationWorld[];
  const shared = await world.signedIn(await world.member(orgA.organisationId, 'ASSESSOR'));
  await world.grantAccess(shared, orgB.organisationId);
  const people = [orgA, orgB].flatMap((o) => [o.admin, o.assessorAdmin, o.assessor, o.invigilator, o.candidate]).concat(gridAdmin, shared);
  return { a: orgA, b: orgB, gridAdmin, shared, people, ...world };
}

/**
 * The same world with only the admins and the grid admin: for a test that lists or counts the people of an
 * organisation, and adds exactly the ones it counts.
 */
export async function givenTwoAdministrations(db: Db, opts: WorldOptions = {}): Promise<World<OrganisationAdmins>> {
  const { a, b, gridAdmin, world } = await givenWorld(db, opts, false);
  return { a, b, gridAdmin, people: [a.admin, b.admin, gridAdmin], ...world };
}
