import { ulid } from 'ulid';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import type { Db } from '@scheduler/core/db';

/**
 * DESIGN §5 concurrency budget: `candidates` pending bookings race for the last `seats` of one meeting through the
 * product's seat transaction. Answers how many were booked and refused, the meeting's counter, and the wall time.
 */
export async function seatRace(db: Db, candidates: number, seats: number) {
  const organisationId = ulid();
  const projectId = ulid();
  const meetingId = ulid();
  const now = new Date().toISOString();
  const start = new Date(Date.now() + 7 * 86_400_000);
  await db.meeting
    .create({
      organisationId,
      meetingId,
      projectId,
      stepType: 'ASSESSMENT',
      assessorId: ulid(),
      start: start.toISOString(),
      end: new Date(start.getTime() + 3 * 3600_000).toISOString(),
      timeZone: 'Australia/Sydney',
      durationHours: 3,
      deliveryMethod: 'ONSITE',
      candidateMin: 0,
      candidateMax: seats,
      candidatesConfirmed: 0,
      active: true,
      show: true,
      surge: false,
      archived: false,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  const bookingIds: string[] = [];
  for (let i = 0; i < candidates; i++) {
    const bookingId = ulid();
    bookingIds.push(bookingId);
    await db.service.transaction
      .write((entities) =>
        bookingCreate(entities, {
          organisationId,
          bookingId,
          candidateId: ulid(),
          projectId,
          stepType: 'ASSESSMENT',
          status: 'PENDING',
          statusDate: now,
          createdAt: now,
          updatedAt: now,
        }),
      )
      .go();
  }
  const t = performance.now();
  const results = await Promise.all(bookingIds.map((bookingId) => bookSeat(db, { organisationId, bookingId, meetingId, now })));
  const ms = Math.round(performance.now() - t);
  const { data: meeting } = await db.meeting.get({ organisationId, meetingId }).go();
  const refusals: Record<string, number> = {};
  for (const r of results) if (!r.ok) refusals[r.reason] = (refusals[r.reason] ?? 0) + 1;
  return { booked: results.filter((r) => r.ok).length, refusals, counter: meeting?.candidatesConfirmed, ms };
}
