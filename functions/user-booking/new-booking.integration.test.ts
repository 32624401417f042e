import { describe, expect, it } from 'vitest';
import { GAP_AUTO_CANCEL_REASON } from '@scheduler/core/booking/offer-rules';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import type { EventPublisher } from '@scheduler/core/ports/event-publisher';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { relayEventsOf } from '../testing/relayed-events.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { bookingRecords } from './testing/booking-records.ts';

const { db } = testDb();
const published: { type: string; detail: Record<string, unknown> }[] = [];
let busDown = false;
const bus: EventPublisher = {
  publish: async (event) => {
    if (busDown) throw new Error('bus unreachable');
    published.push(event);
  },
};
givenRecordingDeps({ events: bus });
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const recordsA = bookingRecords(db, a.organisationId);
const recordsB = bookingRecords(db, b.organisationId);
const assessment = await recordsA.project('ASSESSMENT');
const interview = await recordsA.project('INTERVIEW');

/** The call, then the relay of the events it wrote (the stream deployed, the poller locally). */
const relay = () => relayEventsOf(db, [a.organisationId, b.organisationId], bus);
const book = async (caller: SignedIn, body: Record<string, unknown>) => {
  const answer = await invoke(handler, { method: 'POST', path: '/api/user-booking/new-booking', body, ...caller });
  await relay();
  return answer;
};
const bookingOf = async (bookingId: string) => (await db.booking.get({ organisationId: a.organisationId, bookingId }).go()).data!;
const seatsOf = async (meetingId: string) => (await db.meeting.get({ organisationId: a.organisationId, meetingId }).go()).data!.candidatesConfirmed;
const candidate = async () => world.signedIn(await world.member(a.organisationId, 'CANDIDATE'));

describe('user-booking/new-booking', () => {
  it('a candidate books their own pending step: CONFIRMED, the seat, the audit row and booking.confirmed', async () => {
    const meetingId = await recordsA.meeting(assessment, 48);
    const stepId = await recordsA.pending(a.candidate.userId, assessment);
    const answer = await book(a.candidate, { encryptedMeetingId: meetingId, encryptedStepId: stepId });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: stepId });
    expect(await bookingOf(stepId)).toMatchObject({ status: 'CONFIRMED', meetingId, statusBy: a.candidate.userId });
    expect(await seatsOf(meetingId)).toBe(1);
    const { data: log } = await db.auditLog.query.byRef({ refType: 'User', refId: a.candidate.userId }).go();
    expect(log.some((r) => r.logMsg.startsWith('Booking CONFIRMED') && r.logMsg.includes(stepId) && r.logMsg.includes(a.candidate.userId))).toBe(
      true,
    );
    const event = published.find((e) => e.type === 'booking.confirmed' && e.detail.bookingId === stepId);
    expect(event?.detail).toMatchObject({
      organisationId: a.organisationId,
      actorUserId: a.candidate.userId,
      meetingId,
      projectId: assessment,
      candidateId: a.candidate.userId,
      timeZone: 'Australia/Sydney',
      delivery: 'ONSITE',
    });

    const again = await book(a.candidate, { encryptedMeetingId: meetingId, encryptedStepId: stepId });
    expect(again.statusCode).toBe(422);
    expect(parseBody(again).code).toBe('booking.not_pending');
    expect(await seatsOf(meetingId)).toBe(1);
  });

  it("answers BOOKING_NA 'Not Available' for a full meeting, and for one the candidate is not offered", async () => {
    const person = await candidate();
    const full = await recordsA.meeting(assessment, 50, { candidateMax: 1, candidatesConfirmed: 1 });
    const hidden = await recordsA.meeting(assessment, 51, { show: false });
    const frozen = await recordsA.meeting(assessment, 1);
    const stepId = await recordsA.pending(person.userId, assessment);
    for (const meetingId of [full, hidden, frozen]) {
      const answer = await book(person, { encryptedMeetingId: meetingId, encryptedStepId: stepId });
      expect(answer.statusCode).toBe(422);
      expect(parseBody(answer)).toMatchObject({ status: 'BOOKING_NA', message: 'Not Available' });
    }
    expect((await bookingOf(stepId)).status).toBe('PENDING');
    // An administrator places a candidate in a hidden meeting or at short notice, never into a full one: doc 2 §8
    // 'Not Allowed' with 'Max. Allowed spots already booked' (the title the web's error dialog shows).
    expect((await book(a.admin, { encryptedMeetingId: frozen, encryptedCandidateId: person.userId })).statusCode).toBe(200);
    const other = await candidate();
    await recordsA.pending(other.userId, assessment);
    const refused = await book(a.admin, { encryptedMeetingId: full, encryptedCandidateId: other.userId });
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused)).toMatchObject({ status: 'Not Allowed', message: 'Max. Allowed spots already booked' });
    expect((await book(a.admin, { encryptedMeetingId: hidden, encryptedCandidateId: other.userId })).statusCode).toBe(200);
  });

  it('an administrator books an existing candidate by e-mail and unique id; a wrong unique id is not found', async () => {
    const person = await candidate();
    await db.userOrgAccess.patch({ organisationId: a.organisationId, userId: person.userId }).set({ uniqueId: 'EMP-77' }).go();
    const stepId = await recordsA.pending(person.userId, assessment);
    const meetingId = await recordsA.meeting(assessment, 60);
    expect((await book(a.admin, { encryptedMeetingId: meetingId, email: person.username, uniqueId: 'emp-00' })).statusCode).toBe(404);
    const answer = await book(a.admin, { encryptedMeetingId: meetingId, email: person.username.toUpperCase(), uniqueId: 'EMP-77' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await bookingOf(stepId)).toMatchObject({ status: 'CONFIRMED', statusBy: a.admin.userId });
  });

  it('rebooks a MISSED candidate only when the administrator names MISSED~INCOMPLETE', async () => {
    const person = await candidate();
    const stepId = await recordsA.pending(person.userId, assessment);
    const first = await recordsA.meeting(assessment, 62);
    expect((await book(a.admin, { encryptedMeetingId: first, encryptedCandidateId: person.userId })).statusCode).toBe(200);
    await db.booking.patch({ organisationId: a.organisationId, bookingId: stepId }).set({ status: 'MISSED' }).go();
    const second = await recordsA.meeting(assessment, 70);
    const pendingOnly = await book(a.admin, { encryptedMeetingId: second, encryptedCandidateId: person.userId });
    expect(parseBody(pendingOnly).code).toBe('booking.not_pending');
    const answer = await book(a.admin, { encryptedMeetingId: second, encryptedCandidateId: person.userId, existingStatus: 'MISSED~INCOMPLETE' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await bookingOf(stepId)).toMatchObject({ status: 'CONFIRMED', meetingId: second });
    expect((await db.bookingGuard.query.byCandidate({ organisationId: a.organisationId, candidateId: person.userId }).go()).data).toHaveLength(1);
  });

  it('gap rule: an interview too soon after the assessment is refused; an assessment too close to the interview cancels it', async () => {
    const person = await candidate();
    const interviewStep = await recordsA.pending(person.userId, interview, 'INTERVIEW');
    const assessmentStep = await recordsA.pending(person.userId, assessment);
    const interviewMeeting = await recordsA.meeting(interview, 5 * 24, { stepType: 'INTERVIEW', candidateMax: 1 });
    expect((await book(person, { encryptedMeetingId: interviewMeeting, encryptedStepId: interviewStep })).statusCode).toBe(200);

    const tooClose = await recordsA.meeting(assessment, 4 * 24);
    const answer = await book(person, { encryptedMeetingId: tooClose, encryptedStepId: assessmentStep });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await bookingOf(interviewStep)).toMatchObject({ status: 'CANCELLED', statusReason: GAP_AUTO_CANCEL_REASON });
    expect(await seatsOf(interviewMeeting)).toBe(0);
    const cancelled = published.find((e) => e.type === 'booking.cancelled' && e.detail.bookingId === interviewStep);
    expect(cancelled?.detail).toMatchObject({ cancelledAs: 'AUTOMATIC', reason: GAP_AUTO_CANCEL_REASON, meetingId: interviewMeeting });

    // The interview step is pending again only through a new invitation; a new one too soon after the assessment is refused.
    // One hour after the assessment: at most one calendar day apart in the meeting's zone at any time of day (25 hours
    // after it was two days apart whenever the test ran in the last hour of a Sydney day).
    const again = await recordsA.pending(person.userId, interview, 'INTERVIEW');
    const soon = await recordsA.meeting(interview, 4 * 24 + 1, { stepType: 'INTERVIEW', candidateMax: 1 });
    const refused = await book(person, { encryptedMeetingId: soon, encryptedStepId: again });
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused)).toMatchObject({ code: 'booking.gap', message: expect.stringContaining('2 day(s)') });
  });

  it('the confirmation is written with the booking: a bus that is down, or no relay at all, loses nothing', async () => {
    const person = await candidate();
    const stepId = await recordsA.pending(person.userId, assessment);
    const meetingId = await recordsA.meeting(assessment, 80);
    const confirmed = () => published.filter((e) => e.type === 'booking.confirmed' && e.detail.bookingId === stepId);
    busDown = true;
    try {
      const answer = await book(person, { encryptedMeetingId: meetingId, encryptedStepId: stepId });
      expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      busDown = false;
    }
    expect((await bookingOf(stepId)).status).toBe('CONFIRMED');
    expect(confirmed()).toEqual([]);
    // The refused hand-over stays queued with its error, due again later; the next relay takes it.
    const { data: queued } = await db.domainEvent.query
      .byOrganisation({ organisationId: a.organisationId })
      .where((x, op) => op.exists(x.queue))
      .go();
    expect(queued.filter((e) => JSON.parse(e.detail).bookingId === stepId)).toEqual([
      expect.objectContaining({ type: 'booking.confirmed', attempts: 1, error: 'bus unreachable' }),
    ]);
    expect((await relay()).delivered).toBe(1);
    expect(confirmed()).toHaveLength(1);
    expect((await relay()).delivered).toBe(0);
    expect(confirmed()).toHaveLength(1);
  });

  it("refuses other organisations' and other candidates' ids (404), a wrong step, and staff who are not admins", async () => {
    const person = await candidate();
    const stepId = await recordsA.pending(person.userId, assessment);
    const meetingA = await recordsA.meeting(assessment, 90);
    const projectB = await recordsB.project('ASSESSMENT');
    const meetingB = await recordsB.meeting(projectB, 90);
    const stepB = await recordsB.pending(b.candidate.userId, projectB);

    expect((await book(person, { encryptedMeetingId: meetingB, encryptedStepId: stepId })).statusCode).toBe(404);
    expect((await book(b.candidate, { encryptedMeetingId: meetingA, encryptedStepId: stepId })).statusCode).toBe(404);
    expect((await book(b.candidate, { encryptedMeetingId: meetingB, encryptedStepId: stepId })).statusCode).toBe(404);
    expect((await book(a.candidate, { encryptedMeetingId: meetingA, encryptedStepId: stepId })).statusCode).toBe(404);
    expect((await book(b.admin, { encryptedMeetingId: meetingB, encryptedCandidateId: person.userId })).statusCode).toBe(404);
    expect((await book(a.admin, { encryptedMeetingId: meetingA, encryptedStepId: stepB })).statusCode).toBe(404);
    expect((await book(a.assessor, { encryptedMeetingId: meetingA, encryptedStepId: stepId })).statusCode).toBe(403);

    const interviewMeeting = await recordsA.meeting(interview, 90, { stepType: 'INTERVIEW', candidateMax: 1 });
    const wrong = await book(person, { encryptedMeetingId: interviewMeeting, encryptedStepId: stepId });
    expect(parseBody(wrong)).toMatchObject({ code: 'booking.wrong_step' });
    expect(await seatsOf(meetingA)).toBe(0);
    expect((await bookingOf(stepId)).status).toBe('PENDING');
  });

  it('refuses markup in any field with 406 and books nothing', async () => {
    const person = await candidate();
    const stepId = await recordsA.pending(person.userId, assessment);
    const meetingId = await recordsA.meeting(assessment, 100);
    expect((await book(person, { encryptedMeetingId: meetingId, encryptedStepId: `${stepId}<script>alert(1)</script>` })).statusCode).toBe(406);
    expect((await book(a.admin, { encryptedMeetingId: meetingId, email: '<b>x</b>@example.test', uniqueId: 'U1' })).statusCode).toBe(406);
    expect(
      (await book(a.admin, { encryptedMeetingId: meetingId, encryptedCandidateId: person.userId, uniqueId: '<img src=x onerror=alert(1)>' }))
        .statusCode,
    ).toBe(406);
    expect(await seatsOf(meetingId)).toBe(0);
    expect((await bookingOf(stepId)).status).toBe('PENDING');
  });
});
