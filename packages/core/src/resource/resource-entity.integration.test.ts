import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

const address = (organisationId: string, city: string) =>
  db.address
    .create({
      organisationId,
      addressId: ulid(),
      label: city,
      addLine1: '1 George St',
      city,
      state: 'NSW',
      postCode: 2000,
      createdAt: now,
      updatedAt: now,
    })
    .go()
    .then((r) => r.data);
const resource = (organisationId: string, addressId: string, type: string) =>
  db.resource
    .create({ organisationId, resourceId: ulid(), name: `${type} 1`, type, addressId, createdAt: now, updatedAt: now })
    .go()
    .then((r) => r.data);

describe('address, resource and resource allocation entities', () => {
  it("lists an organisation's addresses only", async () => {
    const orgA = ulid();
    const orgB = ulid();
    const a = await address(orgA, 'Sydney');
    await address(orgB, 'Perth');
    const { data } = await db.address.query.byOrganisation({ organisationId: orgA }).go();
    expect(data.map((x) => x.addressId)).toEqual([a.addressId]);
    expect(data[0]).toMatchObject({ countryCode: 'AU', postCode: 2000 });
  });

  it("lists an organisation's resources, and those at one address", async () => {
    const orgA = ulid();
    const orgB = ulid();
    const sydney = await address(orgA, 'Sydney');
    const parramatta = await address(orgA, 'Parramatta');
    const room = await resource(orgA, sydney.addressId, 'Room');
    const laptop = await resource(orgA, parramatta.addressId, 'Laptop');
    await resource(orgB, sydney.addressId, 'Room');
    const all = await db.resource.query.byOrganisation({ organisationId: orgA }).go();
    expect(all.data.map((r) => r.resourceId).sort()).toEqual([room.resourceId, laptop.resourceId].sort());
    expect(all.data.every((r) => r.status === 'ACTIVE')).toBe(true);
    const atSydney = await db.resource.query.byAddress({ organisationId: orgA, addressId: sydney.addressId }).go();
    expect(atSydney.data.map((r) => r.resourceId)).toEqual([room.resourceId]);
  });

  it('finds the allocations of a resource that overlap a range, and those of a meeting', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const r = ulid();
    const m1 = ulid();
    const m2 = ulid();
    const alloc = (organisationId: string, meetingId: string, start: string, end: string) =>
      db.resourceAllocation.create({ organisationId, resourceId: r, meetingId, start, end, createdAt: now }).go();
    await alloc(orgA, m1, '2026-12-01T00:00:00.000Z', '2026-12-01T02:00:00.000Z');
    await alloc(orgA, m2, '2026-12-01T05:00:00.000Z', '2026-12-01T06:00:00.000Z');
    await alloc(orgB, ulid(), '2026-12-01T01:00:00.000Z', '2026-12-01T02:00:00.000Z');

    const rangeStart = '2026-12-01T01:00:00.000Z';
    const rangeEnd = '2026-12-01T03:00:00.000Z';
    const { data } = await db.resourceAllocation.query
      .byResource({ organisationId: orgA, resourceId: r })
      .lt({ start: rangeEnd })
      .where((a, op) => op.gt(a.end, rangeStart))
      .go({ pages: 'all' });
    expect(data.map((x) => x.meetingId)).toEqual([m1]);
    const ofMeeting = await db.resourceAllocation.query.byMeeting({ organisationId: orgA, meetingId: m2 }).go();
    expect(ofMeeting.data.map((x) => x.resourceId)).toEqual([r]);
  });
});
