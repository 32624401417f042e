import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { createResourceStore } from './resource-store.ts';
import { holdWrites } from './resource-store-holds.ts';

const { db } = testDb();
const { holdResourcesWrite, planResourceHold } = createResourceStore(db);
const now = '2026-11-01T00:00:00.000Z';

async function room(organisationId: string, status: 'ACTIVE' | 'ARCHIVED' = 'ACTIVE') {
  const resourceId = ulid();
  await db.resource
    .create({ organisationId, resourceId, name: 'Room A', type: 'Room', addressId: ulid(), status, createdAt: now, updatedAt: now })
    .go();
  return resourceId;
}
const slot = (start: string, end: string) => ({ start: `2026-12-01T${start}:00.000Z`, end: `2026-12-01T${end}:00.000Z` });
const heldBy = async (organisationId: string, resourceId: string) =>
  (await db.resourceAllocation.query.byResource({ organisationId, resourceId }).go()).data.map((a) => [
    a.meetingId,
    a.start.slice(11, 16),
    a.end.slice(11, 16),
  ]);

describe('holding a resource for a meeting', () => {
  it('refuses an overlapping hold by another meeting and allows an adjacent one', async () => {
    const org = ulid();
    const r = await room(org);
    const [m1, m2, m3] = [ulid(), ulid(), ulid()];
    await holdResourcesWrite({ organisationId: org, meetingId: m1, slot: slot('10:00', '12:00'), resourceIds: [r], now });
    await expect(
      holdResourcesWrite({ organisationId: org, meetingId: m2, slot: slot('11:59', '13:00'), resourceIds: [r], now }),
    ).rejects.toMatchObject({
      code: 'resource.not_available',
      httpStatus: 422,
      message: 'Room A is not available at this time, it is held by another meeting.',
    });
    await holdResourcesWrite({ organisationId: org, meetingId: m2, slot: slot('12:00', '13:00'), resourceIds: [r], now });
    await holdResourcesWrite({ organisationId: org, meetingId: m3, slot: slot('09:00', '10:00'), resourceIds: [r], now });
    expect(await heldBy(org, r)).toEqual([
      [m3, '09:00', '10:00'],
      [m1, '10:00', '12:00'],
      [m2, '12:00', '13:00'],
    ]);
  });

  it('moves a meeting’s hold with its time, keeps an unchanged one, and releases with an empty list', async () => {
    const org = ulid();
    const r = await room(org);
    const m = ulid();
    await holdResourcesWrite({ organisationId: org, meetingId: m, slot: slot('10:00', '11:00'), resourceIds: [r], now });
    await holdResourcesWrite({ organisationId: org, meetingId: m, slot: slot('10:00', '11:00'), resourceIds: [r], now });
    await holdResourcesWrite({ organisationId: org, meetingId: m, slot: slot('10:00', '11:30'), resourceIds: [r], now });
    expect(await heldBy(org, r)).toEqual([[m, '10:00', '11:30']]);
    await holdResourcesWrite({ organisationId: org, meetingId: m, slot: slot('14:00', '15:00'), resourceIds: [r], now });
    expect(await heldBy(org, r)).toEqual([[m, '14:00', '15:00']]);
    await holdResourcesWrite({ organisationId: org, meetingId: m, slot: slot('14:00', '15:00'), resourceIds: [], now });
    expect(await heldBy(org, r)).toEqual([]);
  });

  it('lets only one of two meetings that read the same free window commit (the version guard)', async () => {
    const org = ulid();
    const r = await room(org);
    const [m1, m2] = [ulid(), ulid()];
    const first = await planResourceHold({ organisationId: org, meetingId: m1, slot: slot('10:00', '11:00'), resourceIds: [r], now });
    const second = await planResourceHold({ organisationId: org, meetingId: m2, slot: slot('10:30', '11:30'), resourceIds: [r], now });
    expect((await db.service.transaction.write((e) => holdWrites(e, first)).go()).canceled).toBe(false);
    const lost = await db.service.transaction.write((e) => holdWrites(e, second)).go();
    expect(lost.canceled).toBe(true);
    expect(await heldBy(org, r)).toEqual([[m1, '10:00', '11:00']]);
  });

  it('gives exactly one of many concurrent overlapping holds the room', async () => {
    const org = ulid();
    const r = await room(org);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        holdResourcesWrite({
          organisationId: org,
          meetingId: ulid(),
          slot: slot(`10:${String(i * 5).padStart(2, '0')}`, '11:00'),
          resourceIds: [r],
          now,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected').every((o) => (o as PromiseRejectedResult).reason.code === 'resource.not_available')).toBe(
      true,
    );
    expect(await heldBy(org, r)).toHaveLength(1);
  });

  it('refuses an archived room, an unknown room and a hold longer than 24 hours', async () => {
    const org = ulid();
    const archived = await room(org, 'ARCHIVED');
    const hold = (resourceIds: string[], s = slot('10:00', '11:00')) =>
      holdResourcesWrite({ organisationId: org, meetingId: ulid(), slot: s, resourceIds, now });
    await expect(hold([archived])).rejects.toMatchObject({ code: 'resource.deleted' });
    await expect(hold([ulid()])).rejects.toMatchObject({ code: 'entity.not_found' });
    await expect(hold([await room(org)], { start: '2026-12-01T00:00:00.000Z', end: '2026-12-02T00:00:01.000Z' })).rejects.toMatchObject({
      code: 'request.invalid',
    });
  });
});
