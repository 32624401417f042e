import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();

const session = (userId: string, createdAt: string, expiresOn: string) =>
  db.session
    .create({
      sessionId: ulid(),
      userId,
      organisationId: ulid(),
      createdAt,
      expiresOn,
      expiresAt: Math.floor(Date.parse(expiresOn) / 1000),
      tokenKey: ulid(),
    })
    .go()
    .then((r) => r.data);

describe('session entity', () => {
  it('lists the sessions of one user newest first, and live sessions by expiry', async () => {
    const u = ulid();
    const first = await session(u, '2026-11-20T00:00:00.000Z', '2099-01-01T01:00:00.000Z');
    const second = await session(u, '2026-11-21T00:00:00.000Z', '2099-01-01T00:30:00.000Z');
    const other = await session(ulid(), '2026-11-21T00:00:00.000Z', '2099-01-01T00:45:00.000Z');
    const ofUser = await db.session.query.byUser({ userId: u }).go({ order: 'desc' });
    expect(ofUser.data.map((s) => s.sessionId)).toEqual([second.sessionId, first.sessionId]);

    const live = await db.session.query.live({}).gte({ expiresOn: '2099-01-01T00:00:00.000Z' }).go({ pages: 'all' });
    const mine = live.data.filter((s) => [first, second, other].some((x) => x.sessionId === s.sessionId));
    expect(mine.map((s) => s.sessionId)).toEqual([second.sessionId, other.sessionId, first.sessionId]);
  });
});
