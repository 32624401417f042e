import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import type { BookingStatus } from './booking-entity.ts';

const { db } = testDb();

function booking(
  organisationId: string,
  o: { candidateId?: string; projectId?: string; status?: BookingStatus; meetingId?: string; start?: string; createdAt?: string },
) {
  const createdAt = o.createdAt ?? '2026-11-22T00:00:00.000Z';
  return db.booking
    .create({
      organisationId,
      bookingId: ulid(),
      candidateId: o.candidateId ?? ulid(),
      projectId: o.projectId ?? ulid(),
      stepType: 'ASSESSMENT',
      status: o.status ?? 'PENDING',
      statusDate: createdAt,
      createdAt,
      updatedAt: createdAt,
      ...(o.meetingId ? { meetingId: o.meetingId } : {}),
      ...(o.start ? { start: o.start } : {}),
    })
    .go()
    .then((r) => r.data);
}

const ids = (rows: { bookingId: string }[]) => rows.map((r) => r.bookingId).sort();

describe('booking entity', () => {
  it('lists the bookings of a meeting; pending bookings without a meeting are not in any meeting', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const m = ulid();
    const a = await booking(orgA, { meetingId: m, status: 'CONFIRMED', start: '2026-12-01T00:00:00.000Z' });
    const b = await booking(orgA, { meetingId: m, status: 'CANCELLED', start: '2026-12-01T00:00:00.000Z' });
    await booking(orgA, {});
    await booking(orgB, { meetingId: m, status: 'CONFIRMED', start: '2026-12-01T00:00:00.000Z' });
    const { data } = await db.booking.query.byMeeting({ organisationId: orgA, meetingKey: m }).go({ pages: 'all' });
    expect(ids(data)).toEqual(ids([a, b]));
    expect(data[0]).not.toHaveProperty('meetingKey');
  });

  it('lists the bookings of a candidate, optionally for one project', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const c = ulid();
    const p1 = ulid();
    const a = await booking(orgA, { candidateId: c, projectId: p1 });
    const b = await booking(orgA, { candidateId: c });
    await booking(orgA, {});
    await booking(orgB, { candidateId: c, projectId: p1 });
    const all = await db.booking.query.byCandidate({ organisationId: orgA, candidateId: c }).go({ pages: 'all' });
    expect(ids(all.data)).toEqual(ids([a, b]));
    const one = await db.booking.query.byCandidate({ organisationId: orgA, candidateId: c, projectId: p1 }).go({ pages: 'all' });
    expect(ids(one.data)).toEqual([a.bookingId]);
  });

  it("lists an organisation's bookings in one status by time: meeting start once booked, else creation time", async () => {
    const orgA = ulid();
    const orgB = ulid();
    const soon = await booking(orgA, { status: 'CONFIRMED', meetingId: ulid(), start: '2026-12-01T00:00:00.000Z' });
    const later = await booking(orgA, { status: 'CONFIRMED', meetingId: ulid(), start: '2026-12-09T00:00:00.000Z' });
    await booking(orgA, { status: 'CANCELLED', meetingId: ulid(), start: '2026-12-02T00:00:00.000Z' });
    await booking(orgB, { status: 'CONFIRMED', meetingId: ulid(), start: '2026-12-03T00:00:00.000Z' });
    const pendingOld = await booking(orgA, { createdAt: '2026-10-01T00:00:00.000Z' });

    const upcoming = await db.booking.query
      .byStatus({ organisationId: orgA, status: 'CONFIRMED' })
      .gte({ listTime: '2026-11-30T00:00:00.000Z' })
      .go({ pages: 'all' });
    expect(upcoming.data.map((b) => b.bookingId)).toEqual([soon.bookingId, later.bookingId]);
    const desc = await db.booking.query.byStatus({ organisationId: orgA, status: 'CONFIRMED' }).go({ order: 'desc' });
    expect(desc.data.map((b) => b.bookingId)).toEqual([later.bookingId, soon.bookingId]);
    const pendings = await db.booking.query.byStatus({ organisationId: orgA, status: 'PENDING' }).go();
    expect(pendings.data.map((b) => [b.bookingId, b.listTime])).toEqual([[pendingOld.bookingId, '2026-10-01T00:00:00.000Z']]);
  });

  it('moves a booking between status lists when its status changes, keeping its time', async () => {
    const org = ulid();
    const b = await booking(org, { status: 'CONFIRMED', meetingId: ulid(), start: '2026-12-01T00:00:00.000Z' });
    await db.booking.patch({ organisationId: org, bookingId: b.bookingId }).set({ status: 'COMPLETE', statusDate: '2026-12-01T02:00:00.000Z' }).go();
    const confirmed = await db.booking.query.byStatus({ organisationId: org, status: 'CONFIRMED' }).go();
    expect(confirmed.data).toHaveLength(0);
    const complete = await db.booking.query.byStatus({ organisationId: org, status: 'COMPLETE' }).go();
    expect(complete.data.map((x) => [x.bookingId, x.listTime])).toEqual([[b.bookingId, '2026-12-01T00:00:00.000Z']]);
  });

  it('lists the bookings of a project, optionally in one status', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const p = ulid();
    const a = await booking(orgA, { projectId: p });
    const b = await booking(orgA, { projectId: p, status: 'MISSED', meetingId: ulid(), start: '2026-12-01T00:00:00.000Z' });
    await booking(orgA, {});
    await booking(orgB, { projectId: p });
    const all = await db.booking.query.byProject({ organisationId: orgA, projectId: p }).go({ pages: 'all' });
    expect(ids(all.data)).toEqual(ids([a, b]));
    const missed = await db.booking.query.byProject({ organisationId: orgA, projectId: p, status: 'MISSED' }).go();
    expect(ids(missed.data)).toEqual([b.bookingId]);
  });
});
