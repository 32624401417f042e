import { describe, expect, it } from 'vitest';
import { createBookingStore } from '@scheduler/core/booking/booking-store';
import { systemClock } from '@scheduler/core/ports/clock';
import { createRecordPurge } from '@scheduler/core/purge/purge-records';
import type { Deps } from '../lib/deps.ts';
import { createWaitlistSeats } from '@scheduler/core/waitlist/waitlist-seats';
import { createWaitlistService } from '@scheduler/core/waitlist/waitlist-service';
import { createWaitlistStore } from '@scheduler/core/waitlist/waitlist-store';
import { testDb } from '@scheduler/local/testing/test-db';
import { getDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { bookingRecords, HOUR } from './testing/booking-records.ts';

const { db } = testDb();
givenRecordingDeps({ events: { publish: async () => {} } });
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const records = bookingRecords(db, a.organisationId);
const waitlist = createWaitlistStore(db);
const bookings = createBookingStore(db);

const call = (path: string, as: SignedIn, body?: unknown) =>
  invoke(handler, { method: body === undefined ? 'GET' : 'POST', path: `/api/user-booking/${path}`, ...(body === undefined ? {} : { body }), ...as });
const getWaitlist = (as: SignedIn, projectId: string) =>
  invoke(handler, { method: 'GET', path: '/api/user-booking/getWaitlist/{projectId}', params: { projectId }, ...as });
const join = (as: SignedIn, encryptedStepId: string, narrowing: object = {}) => call('waitlist-join', as, { encryptedStepId, ...narrowing });
/** The deps of the Lambdas with the clock moved by `hours`. */
const later = (hours: number): Deps => ({ ...getDeps(), clock: { now: () => new Date(Date.now() + hours * HOUR) } });

/** A candidate of A with their pending step of the project, signed in. */
async function pendingCandidate(projectId: string, organisationId = a.organisationId) {
  const person = await world.member(organisationId, 'CANDIDATE');
  const bookingId = await bookingRecords(db, organisationId).pending(person.userId, projectId);
  return { as: await world.signedIn(person, organisationId), bookingId, candidateId: person.userId };
}

/** Seats = confirmed bookings + holds, and candidatesHeld = holds, on the meeting. */
async function expectSeatsBalanced(meetingId: string) {
  const { data: m } = await db.meeting.get({ organisationId: a.organisationId, meetingId }).go({ consistent: true });
  const confirmed = (await bookings.bookingsOfMeeting(a.organisationId, meetingId)).filter((x) => x.status === 'CONFIRMED').length;
  const holds = (await waitlist.holdsOfMeeting(a.organisationId, meetingId)).length;
  expect(m?.candidatesHeld ?? 0).toBe(holds);
  expect(m?.candidatesConfirmed).toBe(confirmed + holds);
  return { confirmed, holds, seats: m?.candidatesConfirmed ?? 0 };
}

/** A full meeting: `spots` candidates booked through the booking call. */
async function fullMeeting(projectId: string, spots: number) {
  const meetingId = await records.meeting(projectId, 72, { candidateMax: spots });
  const booked = [];
  for (let i = 0; i < spots; i++) {
    const c = await pendingCandidate(projectId);
    const r = await call('new-booking', c.as, { encryptedMeetingId: meetingId, encryptedStepId: c.bookingId });
    expect(r.statusCode).toBe(200);
    booked.push(c);
  }
  return { meetingId, booked };
}

describe('user-booking waitlist', () => {
  it('refuses to join while the step offers free appointments, and where the organisation has the waitlist off', async () => {
    const projectId = await records.project();
    await records.meeting(projectId, 72, { candidateMax: 2 });
    const c = await pendingCandidate(projectId);
    const refused = await join(c.as, c.bookingId);
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused)).toMatchObject({ status: 'Not Allowed', message: expect.stringContaining('free appointments') });
    expect(await waitlist.entryOf(a.organisationId, c.bookingId)).toBeNull();

    const off = await world.organisation('No waitlist', { config: { bookingOptions: { waitlist: false } } });
    const offProject = await bookingRecords(db, off.organisationId).project();
    const d = await pendingCandidate(offProject, off.organisationId);
    const r = await join(d.as, d.bookingId);
    expect(r.statusCode).toBe(422);
    expect(parseBody(r)).toMatchObject({ status: 'Not Allowed', message: 'Not Allowed - The waitlist is not available in this organisation' });
  });

  it("finds neither another candidate's or organisation's step nor another organisation's waitlist", async () => {
    const projectId = await records.project();
    await fullMeeting(projectId, 1);
    const c = await pendingCandidate(projectId);
    expect((await join(b.candidate, c.bookingId)).statusCode).toBe(404);
    const other = await pendingCandidate(projectId);
    expect((await join(other.as, c.bookingId)).statusCode).toBe(404);
    expect((await join(c.as, c.bookingId)).statusCode).toBe(200);
    expect((await getWaitlist(a.admin, projectId)).statusCode).toBe(200);
    const elsewhere = await getWaitlist(b.admin, projectId);
    expect(elsewhere.statusCode).toBe(404);
    expect(parseBody(elsewhere).message).toBe('Project not found');
  });

  it('30 waitlisted, 3 seats freed, concurrent promoters: 3 holds to the first 3; expired holds pass on; confirm and leave', async () => {
    const projectId = await records.project();
    const { meetingId, booked } = await fullMeeting(projectId, 3);
    const queue = [];
    for (let i = 0; i < 30; i++) {
      const c = await pendingCandidate(projectId);
      const r = await join(c.as, c.bookingId);
      expect(r.statusCode, JSON.stringify(parseBody(r))).toBe(200);
      queue.push(c);
    }
    // Joining again keeps the first place.
    const firstJoin = (await waitlist.entryOf(a.organisationId, queue[0]!.bookingId))!.joinedAt;
    expect((await join(queue[0]!.as, queue[0]!.bookingId)).statusCode).toBe(200);
    expect((await waitlist.entryOf(a.organisationId, queue[0]!.bookingId))!.joinedAt).toBe(firstJoin);

    // Three seats free (cancellations); nobody promoted yet: no bus in this test.
    for (const c of booked) {
      const r = await bookings.cancelSeatWrite({
        organisationId: a.organisationId,
        bookingId: c.bookingId,
        statusReason: 'Unwell',
        now: new Date().toISOString(),
      });
      expect(r.ok).toBe(true);
    }
    expect((await expectSeatsBalanced(meetingId)).seats).toBe(0);

    // Twelve promoters at once: the events of the three cancellations, delivered twice, and the holds job's sweeps.
    const seats = createWaitlistSeats(getDeps());
    const held = await Promise.all([
      ...Array.from({ length: 8 }, () => seats.promoteMeeting(a.organisationId, meetingId)),
      ...Array.from({ length: 4 }, async () => (await seats.runDue()).held),
    ]);
    expect(held.reduce((n, x) => n + x, 0)).toBe(3);
    const balance = await expectSeatsBalanced(meetingId);
    expect(balance).toEqual({ confirmed: 0, holds: 3, seats: 3 });
    const holders = (await waitlist.holdsOfMeeting(a.organisationId, meetingId)).map((h) => h.bookingId).sort();
    expect(holders).toEqual(
      queue
        .slice(0, 3)
        .map((c) => c.bookingId)
        .sort(),
    );
    // The seat-held events were written with the holds.
    const { data: events } = await db.domainEvent.scan.where((x, op) => op.eq(x.type, 'waitlist.seat-held')).go({ pages: 'all' });
    expect(events.filter((e) => holders.includes(JSON.parse(e.detail).bookingId))).toHaveLength(3);

    // The first holder confirms before the end: the seat becomes their booking.
    const hold0 = (await waitlist.entryOf(a.organisationId, queue[0]!.bookingId))!.holdId!;
    const home = parseBody(await call('getCandidateBooking', queue[0]!.as));
    expect(home.listPendingBookings[0].waitlist).toMatchObject({ position: 1, hold: { encryptedHoldId: hold0, encryptedMeetingId: meetingId } });
    const page = await getWaitlist(a.admin, projectId);
    expect(page.statusCode, JSON.stringify(parseBody(page))).toBe(200);
    expect(
      parseBody(page)
        .dataset.map((r: { position: number; hold?: object }) => [r.position, !!r.hold])
        .slice(0, 4),
    ).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    const confirmed = await call('waitlist-confirm-hold', queue[0]!.as, { encryptedHoldId: hold0 });
    expect(confirmed.statusCode, JSON.stringify(parseBody(confirmed))).toBe(200);
    expect((await bookings.bookingOf(a.organisationId, queue[0]!.bookingId))?.status).toBe('CONFIRMED');
    expect(await expectSeatsBalanced(meetingId)).toEqual({ confirmed: 1, holds: 2, seats: 3 });
    expect(await waitlist.entryOf(a.organisationId, queue[0]!.bookingId)).toBeNull();
    // Another candidate cannot confirm someone else's hold.
    const hold1 = (await waitlist.entryOf(a.organisationId, queue[1]!.bookingId))!.holdId!;
    expect((await call('waitlist-confirm-hold', queue[5]!.as, { encryptedHoldId: hold1 })).statusCode).toBe(404);

    // 13 hours on (hold time 12 hours): the two holds end; the job passes them to the 4th and 5th, and candidates 2
    // and 3 go to the end of the queue.
    const hold3 = (await waitlist.entryOf(a.organisationId, queue[2]!.bookingId))!.holdId!;
    const candidate3 = { ...queue[2]!.as, fullName: 'C', username: '', userType: 'CANDIDATE' as const, roles: ['ROLE_CANDIDATE' as const] };
    await expect(
      createWaitlistService(later(13)).confirmHold({ ...candidate3, organisationId: a.organisationId }, { encryptedHoldId: hold3 }),
    ).rejects.toMatchObject({ message: 'Not Available - The seat held for you has been released' });
    const expired = await Promise.all([createWaitlistSeats(later(13)).runDue(), createWaitlistSeats(later(13)).runDue()]);
    expect(expired.reduce((n, x) => n + x.held, 0)).toBe(2);
    expect(await expectSeatsBalanced(meetingId)).toEqual({ confirmed: 1, holds: 2, seats: 3 });
    const nowHeld = (await waitlist.holdsOfMeeting(a.organisationId, meetingId)).map((h) => h.bookingId).sort();
    expect(nowHeld).toEqual([queue[3]!.bookingId, queue[4]!.bookingId].sort());
    const order = (await waitlist.queueOf(a.organisationId, projectId, 'ASSESSMENT')).map((e) => e.bookingId);
    expect(order.slice(-2)).toEqual([queue[1]!.bookingId, queue[2]!.bookingId].sort((x, y) => order.indexOf(x) - order.indexOf(y)));
    expect(order.slice(-2).sort()).toEqual([queue[1]!.bookingId, queue[2]!.bookingId].sort());
    // A confirmation after its hold ended is refused, before the job released it and after.
    const lateConfirm = await call('waitlist-confirm-hold', queue[1]!.as, { encryptedHoldId: hold1 });
    expect(lateConfirm.statusCode).toBe(422);
    expect(parseBody(lateConfirm)).toMatchObject({ status: 'BOOKING_NA' });

    // The 4th leaves: their held seat passes to the 6th in the same call.
    const left = await call('waitlist-remove', queue[3]!.as, { encryptedStepId: queue[3]!.bookingId });
    expect(left.statusCode).toBe(200);
    expect((await waitlist.holdsOfMeeting(a.organisationId, meetingId)).map((h) => h.bookingId).sort()).toEqual(
      [queue[4]!.bookingId, queue[5]!.bookingId].sort(),
    );
    expect(await expectSeatsBalanced(meetingId)).toEqual({ confirmed: 1, holds: 2, seats: 3 });
    // An admin removes the 7th; the dashboard counts the waitlisted of the step.
    expect((await call('waitlist-remove', a.admin, { encryptedStepId: queue[6]!.bookingId, reason: 'Withdrew' })).statusCode).toBe(200);
    const counters = JSON.parse(parseBody(await call('getBookingCounters', a.admin)).message);
    expect(counters.waitlisted.ASSESSMENT).toBeGreaterThanOrEqual(27);
    // Audit rows on the candidates' logs.
    const { data: rows } = await db.auditLog.query.byRef({ refType: 'User', refId: queue[1]!.candidateId }).go();
    expect(rows.map((r) => r.logMsg.split(':')[0])).toEqual(
      expect.arrayContaining(['Waitlist JOINED', 'Waitlist seat HELD', 'Waitlist hold EXPIRED']),
    );
  });
  it('purge: a purged candidate leaves the waitlist and their held seat passes on; a purged project loses its rows', async () => {
    const projectId = await records.project();
    const { meetingId, booked } = await fullMeeting(projectId, 1);
    const first = await pendingCandidate(projectId);
    const second = await pendingCandidate(projectId);
    expect((await join(first.as, first.bookingId)).statusCode).toBe(200);
    expect((await join(second.as, second.bookingId)).statusCode).toBe(200);
    await bookings.cancelSeatWrite({
      organisationId: a.organisationId,
      bookingId: booked[0]!.bookingId,
      statusReason: 'Unwell',
      now: new Date().toISOString(),
    });
    const seats = createWaitlistSeats(getDeps());
    expect(await seats.promoteMeeting(a.organisationId, meetingId)).toBe(1);
    expect((await waitlist.holdsOfMeeting(a.organisationId, meetingId)).map((h) => h.bookingId)).toEqual([first.bookingId]);

    await seats.purgeCandidate(a.organisationId, first.candidateId);
    expect(await waitlist.entriesOfCandidate(a.organisationId, first.candidateId)).toEqual([]);
    expect((await waitlist.holdsOfMeeting(a.organisationId, meetingId)).map((h) => h.bookingId)).toEqual([second.bookingId]);
    expect(await expectSeatsBalanced(meetingId)).toEqual({ confirmed: 0, holds: 1, seats: 1 });

    const before = JSON.parse(parseBody(await call('getBookingCounters', a.admin)).message).waitlisted.ASSESSMENT;
    const project = (await db.project.get({ organisationId: a.organisationId, projectId }).go()).data!;
    await createRecordPurge({ db, clock: systemClock }, '2031-01-01').projects(a.organisationId, [project]);
    expect(await waitlist.entriesOfProject(a.organisationId, projectId)).toEqual([]);
    expect(await waitlist.holdsOfMeeting(a.organisationId, meetingId)).toEqual([]);
    expect(JSON.parse(parseBody(await call('getBookingCounters', a.admin)).message).waitlisted.ASSESSMENT).toBe(before - 1);
  });
});
