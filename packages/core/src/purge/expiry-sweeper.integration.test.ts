import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { createExpirySweeper } from './expiry-sweeper.ts';

const { db } = testDb();

describe('expiry sweeper', () => {
  it('deletes expired sessions only, and a second run finds nothing', async () => {
    const at = (iso: string) => ({ expiresOn: iso, expiresAt: Math.floor(Date.parse(iso) / 1000) });
    const base = { userId: ulid(), organisationId: ulid(), createdAt: '2030-01-01T00:00:00.000Z', revoked: false };
    const old = ulid();
    const live = ulid();
    await db.session.create({ ...base, sessionId: old, tokenKey: old, ...at('2030-01-01T10:00:00.000Z') }).go();
    await db.session.create({ ...base, sessionId: live, tokenKey: live, ...at('2030-01-02T10:00:00.000Z') }).go();
    const sweeper = createExpirySweeper({ db, clock: { now: () => new Date('2030-01-01T12:00:00.000Z') } });
    expect((await sweeper.sweep()).sessions).toBeGreaterThanOrEqual(1);
    expect((await db.session.get({ sessionId: old }).go()).data).toBeNull();
    expect((await db.session.get({ sessionId: live }).go()).data?.sessionId).toBe(live);
    const again = await createExpirySweeper({ db, clock: { now: () => new Date('2030-01-01T12:00:00.000Z') } }).sweep();
    expect(again.sessions).toBe(0);
  });
});
