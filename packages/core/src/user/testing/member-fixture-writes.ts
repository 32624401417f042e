import type { UserType } from '@scheduler/contracts/roles';
import type { Actor } from '../../actor.ts';
import type { Db } from '../../db.ts';
import { createUserStore } from '../user-store.ts';

/** The user tests' organisation admin of an organisation. */
export const orgAdminOf = (organisationId: string, userId: string): Actor => ({
  userId,
  username: 'admin@x.test',
  fullName: 'Ada Admin',
  userType: 'ORG_ADMIN',
  organisationId,
  sessionId: 's',
  roles: ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'],
});

/** An active organisation without 2-step or configuration, for the user tests. */
export async function createTestOrganisation(db: Db, organisationId: string, name: string, stamp: string): Promise<void> {
  await db.organisation
    .create({ organisationId, name, active: true, mfaEnabled: false, countryCode: 'AU', config: {}, createdAt: stamp, updatedAt: stamp })
    .go();
}

/** An active person of the organisation, written as the services write one (the access through the member list). */
export async function addTestMember(
  db: Db,
  p: { organisationId: string; userId: string; firstName: string; username: string; userType: Exclude<UserType, 'GRID_ADMIN'>; stamp: string },
): Promise<void> {
  const person = {
    userId: p.userId,
    username: p.username,
    firstName: p.firstName,
    lastName: 'Lee',
    type: p.userType,
    status: 'ACTIVE' as const,
    mobileNo: '+61400000009',
    createdAt: p.stamp,
    updatedAt: p.stamp,
  };
  await db.user.create(person).go();
  await createUserStore(db).addMember(person, {
    organisationId: p.organisationId,
    userId: p.userId,
    userType: p.userType,
    active: true,
    status: 'ACTIVE',
    createdAt: p.stamp,
    updatedAt: p.stamp,
  });
}
