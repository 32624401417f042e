import { describe, expect, it } from 'vitest';
import { monotonicFactory, ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const nextId = monotonicFactory();

describe('audit log entity', () => {
  it("lists the rows of one record newest first, never another record's", async () => {
    const refId = ulid();
    const organisationId = ulid();
    const row = (ref: string, logMsg: string) =>
      db.auditLog
        .create({
          refType: 'Project',
          refId: ref,
          logId: nextId(),
          organisationId,
          logOn: '2026-11-22T00:00:00.000Z',
          logBy: 'Ada Admin',
          logByUserId: 'u1',
          logMsg,
        })
        .go();
    await row(refId, 'created');
    await row(refId, 'renamed');
    await row(ulid(), 'other record');
    const { data } = await db.auditLog.query.byRef({ refType: 'Project', refId }).go({ order: 'desc' });
    expect(data.map((r) => r.logMsg)).toEqual(['renamed', 'created']);
  });
});
