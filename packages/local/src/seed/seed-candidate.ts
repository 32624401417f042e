import { ulid } from 'ulid';
import type { Db } from '@scheduler/core/db';
import { addMember } from '@scheduler/core/user/member-list';

export interface SeedCandidateInput {
  organisationId: string;
  username: string;
  firstName: string;
  lastName: string;
  /** The identity's sub in the local Cognito, for a candidate who signs in; none for one who only holds bookings. */
  identitySub?: string;
  stamp: string;
}

/**
 * A CANDIDATE of the organisation as the seed and the bench write one: the user with its username guard (one
 * transaction, refused when the username is taken) and its membership. Answers the user id.
 */
export async function seedCandidate(db: Db, c: SeedCandidateInput): Promise<string> {
  const userId = ulid();
  const { organisationId, username, firstName, lastName, stamp } = c;
  const written = await db.service.transaction
    .write(({ user, usernameGuard }) => [
      user
        .create({
          userId,
          username,
          ...(c.identitySub ? { identitySub: c.identitySub } : {}),
          firstName,
          lastName,
          type: 'CANDIDATE',
          status: 'ACTIVE',
          defaultOrganisationId: organisationId,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .commit(),
      usernameGuard.create({ username, userId, createdAt: stamp }).commit(),
    ])
    .go();
  if (written.canceled) throw new Error(`seed: the username ${username} is taken`);
  await addMember(
    db,
    { userId, username, firstName, lastName, status: 'ACTIVE' },
    { organisationId, userId, userType: 'CANDIDATE', active: true, status: 'ACTIVE', createdAt: stamp, updatedAt: stamp },
  );
  return userId;
}
