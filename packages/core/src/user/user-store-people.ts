import type { Db } from '../db.ts';
import { batchGetInOrder } from '../lists/index-page.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import type { User } from './user-entity.ts';

/** The person's default organisation, in another area's transaction (a 2-step set-up done, an organisation switch). */
export const defaultOrganisationWrite = (e: Pick<TransactionEntities, 'user'>, userId: string, organisationId: string, now: string) =>
  e.user.patch({ userId }).set({ defaultOrganisationId: organisationId, updatedAt: now }).commit();

/** What a person signing up through an invitation sets on their record. */
export type SignedUpFields = Pick<User, 'firstName' | 'lastName' | 'identitySub' | 'updatedAt'> & Partial<Pick<User, 'mobileNo' | 'timezoneId'>>;

/** A person still at the invitation stage, with no identity yet, signs up: ACTIVE with these fields (a signup transaction). */
export const personSignedUpWrite = (e: Pick<TransactionEntities, 'user'>, userId: string, fields: SignedUpFields) =>
  e.user
    .patch({ userId })
    .set({ status: 'ACTIVE', ...fields })
    .where((a, op) => `${op.eq(a.status, 'INVITED')} AND ${op.notExists(a.identitySub)}`)
    .commit();

/**
 * A person accepts an invitation by signing in: a record still at the invitation stage (its account made outside sign-up)
 * becomes the account's `sub`; never an archived one, nor one of another identity (a signup transaction).
 */
export const personSignedInWrite = (e: Pick<TransactionEntities, 'user'>, userId: string, sub: string, acceptedAt: string) =>
  e.user
    .patch({ userId })
    .set({ status: 'ACTIVE', identitySub: sub, updatedAt: acceptedAt })
    .where((a, op) => `${op.ne(a.status, 'ARCHIVED')} AND (${op.notExists(a.identitySub)} OR ${op.eq(a.identitySub, sub)})`)
    .commit();

/** The person reads and writes (the user entity and its username guard). */
export function createPeopleStore(db: Db) {
  return {
    /** The person by id, or null. */
    async personOf(userId: string) {
      return (await db.user.get({ userId }).go()).data;
    },

    /** The person signing in with this username (lower-cased e-mail), or undefined. */
    async personByUsername(username: string) {
      return (await db.user.query.byUsername({ username }).go()).data[0];
    },

    /**
     * The people signing in with these usernames, by username (those with none left out): their username guards, then
     * the people, in batched reads, where personByUsername queries an index once per name.
     */
    async peopleByUsername(usernames: Iterable<string>): Promise<Map<string, User>> {
      const keys = [...new Set(usernames)].map((username) => ({ username }));
      if (keys.length === 0) return new Map();
      const { data, unprocessed } = await db.usernameGuard.get(keys).go({ concurrency: 4 });
      const retried = await Promise.all(unprocessed.map(async (k) => (await db.usernameGuard.get({ username: k.username }).go()).data));
      const guards = [...data, ...retried.filter((g) => g !== null)];
      const people = await createPeopleStore(db).peopleById(guards.map((g) => g.userId));
      return new Map(guards.flatMap((g) => (people.has(g.userId) ? [[g.username, people.get(g.userId)!] as const] : [])));
    },

    /** The person of an identity provider subject, or undefined. */
    async personByIdentity(identitySub: string) {
      return (await db.user.query.byIdentity({ identitySub }).go()).data[0];
    },

    /** People by id (batched reads; the keys the batch leaves unprocessed are read one by one). */
    async peopleById(ids: Iterable<string>): Promise<Map<string, User>> {
      const keys = [...new Set(ids)].map((userId) => ({ userId }));
      if (keys.length === 0) return new Map();
      const { data, unprocessed } = await db.user.get(keys).go({ concurrency: 4 });
      const retried = await Promise.all(unprocessed.map(async (k) => (await db.user.get({ userId: k.userId }).go()).data));
      return new Map([...data, ...retried.filter((u): u is User => u !== null)].map((u) => [u.userId, u]));
    },

    /** The people named, in the order named (missing ones left out). */
    peopleOf(userIds: readonly string[]) {
      return batchGetInOrder(
        db.user,
        userIds.map((userId) => ({ userId })),
        (u) => u.userId,
      );
    },

    /** Tokens issued before `validAfter` (epoch seconds) open nothing any more. */
    async tokensRevokedWrite(userId: string, validAfter: number) {
      await db.user.patch({ userId }).set({ tokensValidAfter: validAfter }).go();
    },
  };
}
