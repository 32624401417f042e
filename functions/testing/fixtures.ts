import { ulid } from 'ulid';
import type { UserType } from '@scheduler/contracts/roles';
import type { Db } from '@scheduler/core/db';
import { addMember } from '@scheduler/core/user/member-list';

const now = () => new Date().toISOString();

/** An active organisation of its own for one test. */
export async function givenOrganisation(db: Db, name = `Org ${ulid().slice(-6)}`) {
  const organisationId = ulid();
  await db.organisation.create({ organisationId, name, active: true, mfaEnabled: false, countryCode: 'AU', config: {}, createdAt: now(), updatedAt: now() }).go();
  return { organisationId, name };
}

/** A user with an identity sub, an access to the organisation (unless grid admin) and a live session. */
export async function givenSignedInUser(db: Db, opts: { type: UserType; organisationId: string; firstName?: string; assessorAdmin?: boolean }) {
  const userId = ulid();
  const sub = `sub-${userId}`;
  const firstName = opts.firstName ?? opts.type.toLowerCase();
  await db.user
    .create({ userId, username: `${userId.toLowerCase()}@example.test`, identitySub: sub, firstName, lastName: 'Tester', type: opts.type, status: 'ACTIVE', createdAt: now(), updatedAt: now() })
    .go();
  if (opts.type !== 'GRID_ADMIN') {
    // Through the user list writes (core user/member-list.ts), so the organisation's lists and counters hold the access.
    await addMember(db, { firstName, lastName: 'Tester', username: `${userId.toLowerCase()}@example.test`, status: 'ACTIVE' }, {
      organisationId: opts.organisationId, userId, userType: opts.type, active: true, status: 'ACTIVE', assessorAdmin: opts.assessorAdmin ?? false, createdAt: now(), updatedAt: now(),
    });
  }
  const sessionId = await givenSession(db, userId, opts.organisationId);
  return { userId, sub, sessionId, fullName: `${firstName} Tester` };
}

/** A live server session of the user in the organisation, for one hour; answers its id. */
export async function givenSession(db: Db, userId: string, organisationId: string): Promise<string> {
  const sessionId = ulid();
  const expires = new Date(Date.now() + 3600_000);
  await db.session.create({ sessionId, userId, organisationId, createdAt: now(), expiresOn: expires.toISOString(), expiresAt: Math.floor(expires.getTime() / 1000), revoked: false, tokenKey: `tk-${sessionId}` }).go();
  return sessionId;
}
