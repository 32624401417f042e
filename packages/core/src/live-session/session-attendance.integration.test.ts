import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import type { LiveAttendee } from './live-attendee-entity.ts';
import { attendeeAttendance, recordJoin, recordLeave } from './session-attendance.ts';

const { db } = testDb();
const organisationId = `attendance-${ulid()}`;

async function booking(): Promise<string> {
  const bookingId = ulid();
  const now = new Date().toISOString();
  await db.booking
    .create({
      organisationId,
      bookingId,
      candidateId: ulid(),
      projectId: ulid(),
      stepType: 'INTERVIEW',
      status: 'CONFIRMED',
      statusDate: now,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return bookingId;
}
const read = async (bookingId: string) => (await db.booking.get({ organisationId, bookingId }).go()).data;

describe('live-session attendance on the booking', () => {
  it('keeps the first join, the last leave and the sum of the bound periods', async () => {
    const bookingId = await booking();
    await recordJoin(db, { organisationId, bookingId, at: '2026-05-01T10:02:00.000Z' });
    await recordLeave(db, { organisationId, bookingId, joinedAt: '2026-05-01T10:02:00.000Z', at: '2026-05-01T10:12:30.000Z' });
    await recordJoin(db, { organisationId, bookingId, at: '2026-05-01T10:15:00.000Z' });
    await recordLeave(db, { organisationId, bookingId, joinedAt: '2026-05-01T10:15:00.000Z', at: '2026-05-01T10:41:00.000Z' });
    expect(await read(bookingId)).toMatchObject({
      sessionJoinedAt: '2026-05-01T10:02:00.000Z',
      sessionLeftAt: '2026-05-01T10:41:00.000Z',
      sessionSeconds: 630 + 26 * 60,
    });
  });

  it('leaves a booking that does not exist alone, and attends only attendees with a booking and a bind', async () => {
    const missing = ulid();
    await recordJoin(db, { organisationId, bookingId: missing, at: '2026-05-01T10:02:00.000Z' });
    await recordLeave(db, { organisationId, bookingId: missing, joinedAt: '2026-05-01T10:02:00.000Z', at: '2026-05-01T10:03:00.000Z' });
    expect(await read(missing)).toBeNull();

    const bookingId = await booking();
    const attendance = attendeeAttendance(db);
    const candidate = { organisationId, bookingId, joinedAt: '2026-05-01T09:00:00.000Z' } as LiveAttendee;
    await attendance.joined(candidate, '2026-05-01T09:00:00.000Z');
    await attendance.left({ ...candidate, joinedAt: undefined } as LiveAttendee, '2026-05-01T09:30:00.000Z');
    expect((await read(bookingId))?.sessionLeftAt).toBeUndefined();
    await attendance.left(candidate, '2026-05-01T09:01:00.000Z');
    expect(await read(bookingId)).toMatchObject({ sessionJoinedAt: '2026-05-01T09:00:00.000Z', sessionSeconds: 60 });
  });
});
