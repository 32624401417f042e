import { ulid } from 'ulid';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import type { Db } from '@scheduler/core/db';
import { createBooking, createMeeting } from '@scheduler/functions/testing/records';

/**
 * DESIGN §5 concurrency budget: `candidates` pending bookings race for the last `seats` of one meeting through the
 * product's seat transaction. Answers how many were booked and refused, the meeting's counter, the wall time and the
 * calls' p50 / p95 (the bare side of the booking blast, issue 20).
 */
export async function seatRace(db: Db, candidates: number, seats: number) {
  const organisationId = ulid();
  const projectId = ulid();
  const now = new Date().toISOString();
  const { meetingId } = await createMeeting(db, {
    organisationId,
    projectId,
    assessorId: ulid(),
    start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    durationHours: 3,
    candidateMin: 0,
    candidateMax: seats,
    candidatesConfirmed: 0,
    at: now,
  });
  const bookingIds: string[] = [];
  for (let i = 0; i < candidates; i++)
    bookingIds.push((await createBooking(db, { organisationId, candidateId: ulid(), projectId, stepType: 'ASSESSMENT', at: now })).bookingId);
  const times: number[] = [];
  const t = performance.now();
  const results = await Promise.all(
    bookingIds.map(async (bookingId) => {
      const started = performance.now();
      const r = await bookSeat(db, { organisationId, bookingId, meetingId, now });
      times.push(performance.now() - started);
      return r;
    }),
  );
  const ms = Math.round(performance.now() - t);
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  const { data: meeting } = await db.meeting.get({ organisationId, meetingId }).go();
  const refusals: Record<string, number> = {};
  for (const r of results) if (!r.ok) refusals[r.reason] = (refusals[r.reason] ?? 0) + 1;
  return { booked: results.filter((r) => r.ok).length, refusals, counter: meeting?.candidatesConfirmed, ms, p50: at(0.5), p95: at(0.95) };
}
