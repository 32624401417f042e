import { describe, expect, it } from 'vitest';
import { monotonicFactory, ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const nextId = monotonicFactory();

describe('field audit entity', () => {
  it('gives the last 10 changes of one field, and of ALL fields, newest first, within the organisation', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const refId = ulid();
    const write = (organisationId: string, columnName: string, i: number) =>
      db.fieldAudit
        .create({
          organisationId,
          refType: 'Meeting',
          refId,
          columnName,
          auditId: nextId(),
          columnValue: `${columnName}-${i}`,
          modifiedOn: `2026-11-22T00:00:${String(i).padStart(2, '0')}.000Z`,
          modifiedBy: 'Ada Admin',
          modifiedByUserId: 'u1',
        })
        .go();
    for (let i = 0; i < 12; i++) await write(orgA, i % 3 === 0 ? 'comments' : 'start', i);
    await write(orgB, 'start', 99);

    const start = await db.fieldAudit.query
      .byField({ organisationId: orgA, refType: 'Meeting', refId, columnName: 'start' })
      .go({ order: 'desc', limit: 10 });
    expect(start.data.map((r) => r.columnValue)).toEqual(['start-11', 'start-10', 'start-8', 'start-7', 'start-5', 'start-4', 'start-2', 'start-1']);

    const all = await db.fieldAudit.query.byRef({ organisationId: orgA, refType: 'Meeting', refId }).go({ order: 'desc', limit: 10 });
    expect(all.data).toHaveLength(10);
    expect(all.data[0].columnValue).toBe('start-11');
    expect(all.data[9].columnValue).toBe('start-2');
    expect(all.data.some((r) => r.columnValue === 'start-99')).toBe(false);
  });
});
