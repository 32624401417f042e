import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { createConnectionStore } from './connection-store.ts';

const now = new Date('2027-03-04T22:05:00.000Z');
const nowS = now.getTime() / 1000;

describe('connection store (DynamoDB Local)', () => {
  it('separates live from expired connections and removes by id', async () => {
    const { db } = testDb();
    expect(process.env.AWS_ENDPOINT_URL_DYNAMODB).toBeTruthy();
    const store = createConnectionStore(db.wsConnection);
    const user = ulid();
    const [live, old] = [ulid(), ulid()];
    await store.save({ connectionId: live, userId: user, identitySub: 's', connectedAt: now.toISOString(), expiresAt: nowS + 60 });
    await store.save({ connectionId: old, userId: user, identitySub: 's', connectedAt: now.toISOString(), expiresAt: nowS - 60 });
    expect((await store.listLive(user, now)).map((c) => c.connectionId)).toEqual([live]);
    expect((await store.listExpired(user, now)).map((c) => c.connectionId)).toEqual([old]);
    await store.remove(live);
    expect(await store.listLive(user, now)).toEqual([]);
  });
});
