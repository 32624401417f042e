import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { bookSeat, cancelSeat } from './booking-store-seats.ts';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

async function meeting(
  organisationId: string,
  projectId: string,
  over: { candidateMax: number; active?: boolean; archived?: boolean; stepType?: 'ASSESSMENT' | 'INTERVIEW'; start?: string },
) {
  const meetingId = ulid();
  await db.meeting
    .create({
      organisationId,
      meetingId,
      projectId,
      stepType: 'ASSESSMENT',
      assessorId: ulid(),
      start: '2026-12-01T23:00:00.000Z',
      end: '2026-12-02T01:00:00.000Z',
      timeZone: 'Australia/Sydney',
      durationHours: 2,
      createdAt: now,
      updatedAt: now,
      ...over,
    })
    .go();
  return meetingId;
}

async function pending(organisationId: string, projectId: string, candidateId = ulid(), stepType: 'ASSESSMENT' | 'INTERVIEW' = 'ASSESSMENT') {
  const bookingId = ulid();
  await db.booking
    .create({
      organisationId,
      bookingId,
      candidateId,
      projectId,
      stepType,
      status: 'PENDING',
      statusDate: now,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return { bookingId, candidateId };
}

const counter = async (organisationId: string, meetingId: string) =>
  (await db.meeting.get({ organisationId, meetingId }).go()).data?.candidatesConfirmed;
const guardsOf = async (organisationId: string, candidateId: string) =>
  (await db.bookingGuard.query.byCandidate({ organisationId, candidateId }).go()).data;

describe('booking capacity', () => {
  it('books a pending booking: counter, guard and booking move together', async () => {
    const org = ulid();
    const project = ulid();
    const m = await meeting(org, project, { candidateMax: 2 });
    const b = await pending(org, project);
    const result = await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m, now });
    expect(result).toMatchObject({
      ok: true,
      booking: { bookingId: b.bookingId, meetingId: m, status: 'CONFIRMED', start: '2026-12-01T23:00:00.000Z', end: '2026-12-02T01:00:00.000Z' },
      autoCancelled: [],
    });
    expect(await counter(org, m)).toBe(1);
    const { data: booking } = await db.booking.get({ organisationId: org, bookingId: b.bookingId }).go();
    expect(booking).toMatchObject({ status: 'CONFIRMED', meetingId: m, start: '2026-12-01T23:00:00.000Z', listTime: '2026-12-01T23:00:00.000Z' });
    const guards = await guardsOf(org, b.candidateId);
    expect(guards).toHaveLength(1);
    expect(guards[0]).toMatchObject({ projectId: project, stepType: 'ASSESSMENT', bookingId: b.bookingId, meetingId: m });
    const inMeeting = await db.booking.query.byMeeting({ organisationId: org, meetingKey: m }).go();
    expect(inMeeting.data.map((x) => x.bookingId)).toEqual([b.bookingId]);
  });

  it('20 candidates booking the last 3 seats at once: exactly 3 confirmed, 17 full, nothing half-written', async () => {
    const org = ulid();
    const project = ulid();
    const m = await meeting(org, project, { candidateMax: 3 });
    const candidates = await Promise.all(Array.from({ length: 20 }, () => pending(org, project)));

    const results = await Promise.all(candidates.map((c) => bookSeat(db, { organisationId: org, bookingId: c.bookingId, meetingId: m, now })));

    const ok = results.filter((r) => r.ok);
    const refusals = results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.reason));
    expect(ok).toHaveLength(3);
    expect(refusals).toEqual(Array(17).fill('full'));
    expect(await counter(org, m)).toBe(3);

    const { data: bookings } = await db.booking.query.byProject({ organisationId: org, projectId: project }).go({ pages: 'all' });
    const confirmed = bookings.filter((b) => b.status === 'CONFIRMED');
    expect(confirmed).toHaveLength(3);
    expect(bookings.filter((b) => b.status === 'PENDING')).toHaveLength(17);
    expect(bookings.filter((b) => b.status === 'PENDING').every((b) => b.meetingId === undefined)).toBe(true);

    // One guard per confirmed booking, none for the refused ones.
    const guards = (await Promise.all(candidates.map((c) => guardsOf(org, c.candidateId)))).flat();
    expect(guards.map((g) => g.bookingId).sort()).toEqual(confirmed.map((b) => b.bookingId).sort());
    const seated = await db.booking.query.byMeeting({ organisationId: org, meetingKey: m }).go({ pages: 'all' });
    expect(seated.data).toHaveLength(3);
  });

  it('the same candidate booking twice at once gets one seat', async () => {
    const org = ulid();
    const project = ulid();
    const m1 = await meeting(org, project, { candidateMax: 5 });
    const m2 = await meeting(org, project, { candidateMax: 5 });
    const b = await pending(org, project);

    const results = await Promise.all([
      bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m1, now }),
      bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m2, now }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.reason))[0]).toMatch(/^(not-pending|already-booked)$/);
    expect((await counter(org, m1))! + (await counter(org, m2))!).toBe(1);
    expect(await guardsOf(org, b.candidateId)).toHaveLength(1);
  });

  it('two pending bookings of one candidate in one step, booked at once: one confirmed, the other already-booked', async () => {
    const org = ulid();
    const project = ulid();
    const m = await meeting(org, project, { candidateMax: 5 });
    const candidateId = ulid();
    const first = await pending(org, project, candidateId);
    const second = await pending(org, project, candidateId);

    const results = await Promise.all([first, second].map((b) => bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m, now })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'already-booked' });
    expect(await counter(org, m)).toBe(1);
  });

  it('cancel frees the seat and the guard; the freed seat can be booked again', async () => {
    const org = ulid();
    const project = ulid();
    const m = await meeting(org, project, { candidateMax: 1 });
    const a = await pending(org, project);
    const b = await pending(org, project);

    expect((await bookSeat(db, { organisationId: org, bookingId: a.bookingId, meetingId: m, now })).ok).toBe(true);
    expect(await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m, now })).toEqual({ ok: false, reason: 'full' });

    // The meeting's calendar SEQUENCE: 1 after the seat taken, 2 after it was freed.
    expect(await cancelSeat(db, { organisationId: org, bookingId: a.bookingId, statusReason: 'Cannot attend', now })).toEqual({
      ok: true,
      meetingSequence: 2,
    });
    expect(await counter(org, m)).toBe(0);
    expect(await guardsOf(org, a.candidateId)).toHaveLength(0);
    const { data: cancelled } = await db.booking.get({ organisationId: org, bookingId: a.bookingId }).go();
    expect(cancelled).toMatchObject({ status: 'CANCELLED', statusReason: 'Cannot attend', meetingId: m });

    expect(await cancelSeat(db, { organisationId: org, bookingId: a.bookingId, statusReason: 'again', now })).toEqual({
      ok: false,
      reason: 'not-confirmed',
    });
    expect((await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m, now })).ok).toBe(true);
    expect(await counter(org, m)).toBe(1);
  });

  it("raises the meeting's calendar SEQUENCE with every seat taken or freed, each cancellation knowing the one it wrote", async () => {
    const org = ulid();
    const project = ulid();
    const m = await meeting(org, project, { candidateMax: 10 });
    const first = await Promise.all([1, 2, 3, 4].map(() => pending(org, project)));
    for (const b of first) expect((await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m, now })).ok).toBe(true);
    expect((await db.meeting.get({ organisationId: org, meetingId: m }).go()).data?.sequence).toBe(4);
    // Two cancellations and three bookings at once: seven writes, seven steps up, no two cancellations on one step.
    const more = await Promise.all([1, 2, 3].map(() => pending(org, project)));
    const [cancels, books] = await Promise.all([
      Promise.all(first.slice(0, 2).map((b) => cancelSeat(db, { organisationId: org, bookingId: b.bookingId, statusReason: 'x', now }))),
      Promise.all(more.map((b) => bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m, now }))),
    ]);
    expect(books.every((r) => r.ok)).toBe(true);
    const written = cancels.map((r) => (r.ok ? r.meetingSequence : -1));
    expect(new Set(written).size).toBe(2);
    for (const s of written) expect(s).toBeGreaterThan(4);
    expect((await db.meeting.get({ organisationId: org, meetingId: m }).go()).data?.sequence).toBe(9);
  });

  it('refuses inactive and archived meetings, and bookings that are not pending', async () => {
    const org = ulid();
    const project = ulid();
    const inactive = await meeting(org, project, { candidateMax: 5, active: false });
    const archived = await meeting(org, project, { candidateMax: 5, archived: true });
    const open = await meeting(org, project, { candidateMax: 5 });
    const b = await pending(org, project);

    expect(await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: inactive, now })).toEqual({
      ok: false,
      reason: 'meeting-closed',
    });
    expect(await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: archived, now })).toEqual({
      ok: false,
      reason: 'meeting-closed',
    });
    expect(await counter(org, inactive)).toBe(0);
    expect(await guardsOf(org, b.candidateId)).toHaveLength(0);

    expect((await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: open, now })).ok).toBe(true);
    expect(await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: open, now })).toEqual({ ok: false, reason: 'not-pending' });
    expect(await counter(org, open)).toBe(1);
  });

  it('never books across organisations: a meeting of another organisation is not found', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const project = ulid();
    const mB = await meeting(orgB, project, { candidateMax: 5 });
    const bA = await pending(orgA, project);
    expect(await bookSeat(db, { organisationId: orgA, bookingId: bA.bookingId, meetingId: mB, now })).toEqual({
      ok: false,
      reason: 'meeting-closed',
    });
    expect(await bookSeat(db, { organisationId: orgB, bookingId: bA.bookingId, meetingId: mB, now })).toEqual({ ok: false, reason: 'not-pending' });
    expect(await counter(orgB, mB)).toBe(0);
  });

  it('rebooks a missed candidate when the caller names MISSED as the existing status', async () => {
    const org = ulid();
    const project = ulid();
    const m = await meeting(org, project, { candidateMax: 2 });
    const b = await pending(org, project);
    await db.booking.patch({ organisationId: org, bookingId: b.bookingId }).set({ status: 'MISSED' }).go();
    expect(await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m, now })).toEqual({ ok: false, reason: 'not-pending' });
    expect(
      (await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m, now, existingStatus: ['MISSED', 'INCOMPLETE'] })).ok,
    ).toBe(true);
  });

  it('a guard kept by the same missed booking is taken back by its rebook; one held by another booking refuses', async () => {
    const org = ulid();
    const project = ulid();
    const m = await meeting(org, project, { candidateMax: 3 });
    const b = await pending(org, project);
    expect((await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m, now })).ok).toBe(true);
    // A row written before completion released the guard: MISSED with its own guard still there.
    await db.booking.patch({ organisationId: org, bookingId: b.bookingId }).set({ status: 'MISSED' }).go();
    const m2 = await meeting(org, project, { candidateMax: 3 });
    const rebook = await bookSeat(db, { organisationId: org, bookingId: b.bookingId, meetingId: m2, now, existingStatus: ['MISSED', 'INCOMPLETE'] });
    expect(rebook.ok).toBe(true);
    expect((await guardsOf(org, b.candidateId)).map((g) => [g.bookingId, g.meetingId])).toEqual([[b.bookingId, m2]]);

    const other = await pending(org, project, b.candidateId);
    expect(await bookSeat(db, { organisationId: org, bookingId: other.bookingId, meetingId: m2, now })).toEqual({
      ok: false,
      reason: 'already-booked',
    });
    expect(await counter(org, m2)).toBe(1);
  });

  it('books an assessment and cancels the too-close interview in the same transaction (gap rule)', async () => {
    const org = ulid();
    const assessmentProject = ulid();
    const interviewProject = ulid();
    const candidateId = ulid();
    const interviewMeeting = await meeting(org, interviewProject, { candidateMax: 1, stepType: 'INTERVIEW', start: '2026-12-02T23:00:00.000Z' });
    const interview = await pending(org, interviewProject, candidateId, 'INTERVIEW');
    expect((await bookSeat(db, { organisationId: org, bookingId: interview.bookingId, meetingId: interviewMeeting, now })).ok).toBe(true);

    const assessmentMeeting = await meeting(org, assessmentProject, { candidateMax: 2 });
    const assessment = await pending(org, assessmentProject, candidateId);
    const audit = {
      refType: 'User',
      refId: candidateId,
      organisationId: org,
      logId: ulid(),
      logOn: now,
      logBy: 'Admin Tester',
      logByUserId: ulid(),
      logMsg: 'Booked',
    };
    const result = await bookSeat(db, {
      organisationId: org,
      bookingId: assessment.bookingId,
      meetingId: assessmentMeeting,
      now,
      autoCancel: { bookingIds: [interview.bookingId], reason: 'Auto Cancelled due to Gap between Bookings is less than allowed' },
      audit,
    });
    expect(result.ok && result.autoCancelled.map((b) => [b.bookingId, b.meetingSequence])).toEqual([[interview.bookingId, 2]]);
    expect((await db.meeting.get({ organisationId: org, meetingId: interviewMeeting }).go()).data?.sequence).toBe(2);
    expect(await counter(org, interviewMeeting)).toBe(0);
    expect(await counter(org, assessmentMeeting)).toBe(1);
    const { data: cancelled } = await db.booking.get({ organisationId: org, bookingId: interview.bookingId }).go();
    expect(cancelled).toMatchObject({ status: 'CANCELLED', statusReason: 'Auto Cancelled due to Gap between Bookings is less than allowed' });
    expect((await guardsOf(org, candidateId)).map((g) => g.stepType)).toEqual(['ASSESSMENT']);
    const { data: rows } = await db.auditLog.query.byRef({ refType: 'User', refId: candidateId }).go();
    expect(rows.map((r) => r.logMsg)).toEqual(['Booked']);
  });

  it('a full assessment meeting cancels nothing: the seat and the cancellation happen together or not at all', async () => {
    const org = ulid();
    const candidateId = ulid();
    const interviewProject = ulid();
    const assessmentProject = ulid();
    const interviewMeeting = await meeting(org, interviewProject, { candidateMax: 1, stepType: 'INTERVIEW' });
    const interview = await pending(org, interviewProject, candidateId, 'INTERVIEW');
    expect((await bookSeat(db, { organisationId: org, bookingId: interview.bookingId, meetingId: interviewMeeting, now })).ok).toBe(true);
    const full = await meeting(org, assessmentProject, { candidateMax: 1 });
    const someoneElse = await pending(org, assessmentProject);
    expect((await bookSeat(db, { organisationId: org, bookingId: someoneElse.bookingId, meetingId: full, now })).ok).toBe(true);

    const assessment = await pending(org, assessmentProject, candidateId);
    const result = await bookSeat(db, {
      organisationId: org,
      bookingId: assessment.bookingId,
      meetingId: full,
      now,
      autoCancel: { bookingIds: [interview.bookingId], reason: 'gap' },
    });
    expect(result).toEqual({ ok: false, reason: 'full' });
    expect((await db.booking.get({ organisationId: org, bookingId: interview.bookingId }).go()).data?.status).toBe('CONFIRMED');
    expect(await counter(org, interviewMeeting)).toBe(1);
  });
});
