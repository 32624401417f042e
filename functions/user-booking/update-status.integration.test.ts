import { describe, expect, it } from 'vitest';
import { readCounters } from '@scheduler/core/lists/list-counters';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { bookingWorld } from '../testing/booking-world.ts';
import { invoke } from '../testing/invoke.ts';
import type { EventPublisher } from '@scheduler/core/ports/event-publisher';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { relayEventsOf } from '../testing/relayed-events.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const published: { type: string; detail: Record<string, unknown> }[] = [];
let busDown = false;
const bus: EventPublisher = {
  publish: async (e) => {
    if (busDown) throw new Error('bus unreachable');
    published.push(e);
  },
};
givenRecordingDeps({ events: bus });

const world = await givenTwoOrganisations(db, { names: ['Status Org A', 'Status Org B'] });
const { a, b } = world;
const w = bookingWorld(db);
const orgA = a.organisationId;

/** The call, then the relay of the events it wrote (the stream deployed, the poller locally). */
const relay = () => relayEventsOf(db, [a.organisationId, b.organisationId], bus);
const update = async (who: SignedIn, body: Record<string, unknown>) => {
  const answer = await invoke(handler, { method: 'POST', path: '/api/user-booking/update-status', body, ...who });
  await relay();
  return answer;
};
const bookingOf = async (bookingId: string, organisationId = orgA) => (await db.booking.get({ organisationId, bookingId }).go()).data!;
const guardsOf = async (candidateId: string) => (await db.bookingGuard.query.byCandidate({ organisationId: orgA, candidateId }).go()).data;
const seats = async (meetingId: string) => (await db.meeting.get({ organisationId: orgA, meetingId }).go()).data!.candidatesConfirmed;
const candidateLog = async (candidateId: string) =>
  (await db.auditLog.query.byRef({ refType: 'User', refId: candidateId }).go()).data.filter((r) => r.organisationId === orgA);
const cancelledCount = async () => (await readCounters(db, orgA, ['booking#CANCELLED'])).get('booking#CANCELLED') ?? 0;
const eventsOf = (bookingId: string) => published.filter((e) => e.detail.bookingId === bookingId);
const NOT_ALLOWED = { status: 'NOT Allowed', message: 'Action not allowed at this stage, please contact support' };

const assessment = await w.project(orgA, { stepType: 'ASSESSMENT', freezePeriodOnsite: 24, completionChecklist: 'ID checked;Room tidy' });
const interview = await w.project(orgA, { stepType: 'INTERVIEW', freezePeriodOnsite: 24 });

describe('user-booking/update-status: cancellation', () => {
  it('a candidate cancels their own assessment: seat, guard and counters move, the interview is auto-cancelled, both audited and published', async () => {
    const candidate = await world.signedIn(await world.member(orgA, 'CANDIDATE'));
    const test = await w.meeting(assessment, a.invigilator.userId, { startsInHours: 24 * 10 });
    const talk = await w.meeting(interview, a.assessor.userId, { startsInHours: 24 * 20 });
    const testBooking = await w.confirmed(test, candidate.userId);
    const talkBooking = await w.confirmed(talk, candidate.userId);
    const cancelledBefore = await cancelledCount();

    const answer = await update(candidate, { encryptedId: testBooking, status: 'CANCELLED', statusReason: '  Unwell on the day ' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: 'CANCELLED' });

    expect(await bookingOf(testBooking)).toMatchObject({ status: 'CANCELLED', statusReason: 'Unwell on the day', statusBy: candidate.userId });
    expect(await bookingOf(talkBooking)).toMatchObject({
      status: 'CANCELLED',
      statusReason: 'Auto Cancelled due to Testing Booking Cancelled by User',
    });
    expect(await seats(test.meetingId)).toBe(0);
    expect(await seats(talk.meetingId)).toBe(0);
    expect(await guardsOf(candidate.userId)).toEqual([]);
    expect(await cancelledCount()).toBe(cancelledBefore + 2);
    // Both steps reopen: the candidate can book again.
    const mine = (await db.booking.query.byCandidate({ organisationId: orgA, candidateId: candidate.userId }).go()).data;
    expect(
      mine
        .filter((x) => x.status === 'PENDING')
        .map((x) => x.projectId)
        .sort(),
    ).toEqual([assessment.projectId, interview.projectId].sort());

    const log = await candidateLog(candidate.userId);
    expect(log).toHaveLength(2);
    expect(log.every((r) => r.logByUserId === candidate.userId && r.refId === candidate.userId)).toBe(true);
    expect(log.map((r) => r.logMsg).join('\n')).toContain('Reason: Auto Cancelled due to Testing Booking Cancelled by User');

    expect(eventsOf(testBooking)).toEqual([
      expect.objectContaining({
        type: 'booking.cancelled',
        detail: expect.objectContaining({
          cancelledAs: 'CANDIDATE',
          reason: 'Unwell on the day',
          cancelledBy: candidate.userId,
          meetingId: test.meetingId,
        }),
      }),
    ]);
    expect(eventsOf(talkBooking)).toEqual([
      expect.objectContaining({ type: 'booking.cancelled', detail: expect.objectContaining({ cancelledAs: 'AUTOMATIC' }) }),
    ]);
  });

  it('refuses a candidate inside the freeze period with NOT Allowed; an admin (no admin freeze set) may still cancel, as ADMIN', async () => {
    const candidate = await world.signedIn(await world.member(orgA, 'CANDIDATE'));
    const soon = await w.meeting(assessment, a.invigilator.userId, { startsInHours: 3 });
    const booking = await w.confirmed(soon, candidate.userId);

    const refused = await update(candidate, { encryptedId: booking, status: 'CANCELLED', statusReason: 'Late' });
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused)).toMatchObject(NOT_ALLOWED);
    expect((await bookingOf(booking)).status).toBe('CONFIRMED');

    const byAdmin = await update(a.admin, { encryptedId: booking, status: 'CANCELLED', statusReason: 'Candidate rang in' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(eventsOf(booking).at(-1)?.detail).toMatchObject({ cancelledAs: 'ADMIN', cancelledBy: a.admin.userId });

    const again = await update(a.admin, { encryptedId: booking, status: 'CANCELLED', statusReason: 'Twice' });
    expect(again.statusCode).toBe(422);
    expect(parseBody(again)).toMatchObject(NOT_ALLOWED);
  });

  it('needs a reason, refuses markup, and hides other candidates’ and organisations’ bookings (404)', async () => {
    const candidate = await world.signedIn(await world.member(orgA, 'CANDIDATE'));
    const m = await w.meeting(assessment, a.invigilator.userId, { startsInHours: 24 * 5 });
    const booking = await w.confirmed(m, candidate.userId);

    const noReason = await update(candidate, { encryptedId: booking, status: 'CANCELLED', statusReason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(parseBody(noReason))).toContain('Validation Failed: Please add reason for cancellation');
    expect((await update(candidate, { encryptedId: booking, status: 'CANCELLED', statusReason: '<script>x</script>' })).statusCode).toBe(406);

    expect((await update(a.candidate, { encryptedId: booking, status: 'CANCELLED', statusReason: 'Not mine' })).statusCode).toBe(404);
    expect((await update(b.admin, { encryptedId: booking, status: 'CANCELLED', statusReason: 'Other org' })).statusCode).toBe(404);
    expect((await update(b.candidate, { encryptedId: booking, status: 'CANCELLED', statusReason: 'Other org' })).statusCode).toBe(404);
    expect((await update(a.assessor, { encryptedId: booking, status: 'CANCELLED', statusReason: 'Not my meeting' })).statusCode).toBe(404);
    expect((await bookingOf(booking)).status).toBe('CONFIRMED');
  });

  it('keeps the cancellation when the bus is down, and its event until the bus is back', async () => {
    const candidate = await world.signedIn(await world.member(orgA, 'CANDIDATE'));
    const m = await w.meeting(interview, a.assessor.userId, { startsInHours: 24 * 6 });
    const booking = await w.confirmed(m, candidate.userId);
    busDown = true;
    try {
      const answer = await update(candidate, { encryptedId: booking, status: 'CANCELLED', statusReason: 'Bus down' });
      expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      busDown = false;
    }
    expect((await bookingOf(booking)).status).toBe('CANCELLED');
    expect(eventsOf(booking)).toEqual([]);
    // Written with the cancellation, the event waits for the bus: the next relay hands it over, once.
    expect((await relay()).delivered).toBe(1);
    expect(eventsOf(booking)).toEqual([expect.objectContaining({ type: 'booking.cancelled' })]);
  });
});

describe('user-booking/update-status: completion', () => {
  const ticked = 'ID checked~Y;Room tidy~N';

  it("the meeting's invigilator completes with the checklist; the reason is cleared on COMPLETE, the guard kept, and MISSED releases it", async () => {
    const candidate = await world.member(orgA, 'CANDIDATE');
    const past = await w.meeting(assessment, a.invigilator.userId, { startsInHours: -2, freezePeriodCompletion: 48 });
    const booking = await w.confirmed(past, candidate.userId);

    const missing = await update(a.invigilator, { encryptedId: booking, status: 'COMPLETE', completionChecklistSelected: 'ID checked~Y' });
    expect(missing.statusCode).toBe(400);
    expect(parseBody(missing).message).toBe('Please complete all checklist items');

    const noComments = await update(a.invigilator, { encryptedId: booking, status: 'MISSED', completionChecklistSelected: ticked });
    expect(noComments.statusCode).toBe(400);
    expect(JSON.stringify(parseBody(noComments))).toContain('Please provide comments for status');

    const incomplete = await update(a.invigilator, {
      encryptedId: booking,
      status: 'INCOMPLETE',
      statusReason: 'Left early',
      completionChecklistSelected: ticked,
    });
    expect(incomplete.statusCode, incomplete.body).toBe(200);
    expect(await bookingOf(booking)).toMatchObject({ status: 'INCOMPLETE', statusReason: 'Left early', completionChecklistSelected: ticked });
    expect(await guardsOf(candidate.userId)).toEqual([]);

    const done = await update(a.invigilator, {
      encryptedId: booking,
      status: 'COMPLETE',
      statusReason: 'ignored',
      completionChecklistSelected: 'Room tidy~Y;ID checked~Y',
    });
    expect(done.statusCode, done.body).toBe(200);
    const completed = await bookingOf(booking);
    expect(completed).toMatchObject({ status: 'COMPLETE', completionChecklistSelected: 'ID checked~Y;Room tidy~Y', statusBy: a.invigilator.userId });
    expect(completed.statusReason).toBeUndefined();
    expect((await guardsOf(candidate.userId)).map((g) => g.bookingId)).toEqual([booking]);
    expect(eventsOf(booking).map((e) => e.detail.status)).toEqual(['INCOMPLETE', 'COMPLETE']);
    expect((await candidateLog(candidate.userId)).map((r) => r.logByUserId)).toEqual([a.invigilator.userId, a.invigilator.userId]);

    const missed = await update(a.admin, { encryptedId: booking, status: 'MISSED', statusReason: 'No show', completionChecklistSelected: ticked });
    expect(missed.statusCode, missed.body).toBe(200);
    expect(await guardsOf(candidate.userId)).toEqual([]);
  });

  it('refuses before the start, after the completion freeze for staff (admins may), and to candidates, other assessors and organisations', async () => {
    const candidate = await world.signedIn(await world.member(orgA, 'CANDIDATE'));
    const future = await w.meeting(interview, a.assessor.userId, { startsInHours: 5 });
    const old = await w.meeting(interview, a.assessor.userId, { startsInHours: -24 * 5, freezePeriodCompletion: 2 });
    const early = await w.confirmed(future, candidate.userId);
    const late = await w.confirmed(old, (await world.member(orgA, 'CANDIDATE')).userId);
    const complete = (id: string) => ({ encryptedId: id, status: 'COMPLETE' });

    expect(parseBody(await update(a.assessor, complete(early)))).toMatchObject(NOT_ALLOWED);
    expect(parseBody(await update(a.assessor, complete(late)))).toMatchObject(NOT_ALLOWED);
    expect((await update(candidate, complete(early))).statusCode).toBe(403);
    expect((await update(a.invigilator, complete(late))).statusCode).toBe(404);
    expect((await update(b.admin, complete(late))).statusCode).toBe(404);
    expect((await update(a.admin, complete(late))).statusCode).toBe(200);
    expect((await bookingOf(late)).status).toBe('COMPLETE');
  });

  it("answers 'Please select New Booking Status' for a status update-status never sets", async () => {
    const m = await w.meeting(interview, a.assessor.userId, { startsInHours: -1 });
    const booking = await w.confirmed(m, (await world.member(orgA, 'CANDIDATE')).userId);
    const answer = await update(a.admin, { encryptedId: booking, status: 'CONFIRMED' });
    expect(answer.statusCode).toBe(400);
    expect(parseBody(answer).message).toBe('Please select New Booking Status');
  });
});

describe('user-booking/update-status: remove from project and change project', () => {
  it('moves across step types only when the project allows multi-candidate entry, never into an inactive project or one the candidate is already pending in', async () => {
    const candidate = await world.member(orgA, 'CANDIDATE');
    const multi = await w.project(orgA, { stepType: 'ASSESSMENT', allowMultiCandidateEntry: true });
    const booking = await w.pending(multi, candidate.userId);
    const inactive = await w.project(orgA, { stepType: 'INTERVIEW', status: 'INACTIVE' });
    const taken = await w.project(orgA, { stepType: 'INTERVIEW' });
    await w.pending(taken, candidate.userId);
    const move = (projectId: string) => ({
      encryptedId: booking,
      status: 'PENDING',
      existingStatus: 'PENDING',
      encryptedNewProjectId: projectId,
      statusReason: 'Fast track',
    });

    expect(parseBody(await update(a.admin, move(inactive.projectId)))).toMatchObject(NOT_ALLOWED);
    expect(parseBody(await update(a.admin, move(taken.projectId)))).toMatchObject(NOT_ALLOWED);
    const answer = await update(a.admin, move(interview.projectId));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await bookingOf(booking)).toMatchObject({ projectId: interview.projectId, stepType: 'INTERVIEW', status: 'PENDING' });
  });
  it('an admin removes a pending candidate (ARCHIVED, reason, marked for purge); others may not, nor a confirmed booking', async () => {
    const candidate = await world.member(orgA, 'CANDIDATE');
    const booking = await w.pending(assessment, candidate.userId);
    const archive = { encryptedId: booking, status: 'ARCHIVED', existingStatus: 'PENDING', statusReason: 'Withdrew' };

    expect((await update(a.assessor, archive)).statusCode).toBe(404);
    expect((await update(b.admin, archive)).statusCode).toBe(404);
    const noReason = await update(a.admin, { ...archive, statusReason: '' });
    expect(JSON.stringify(parseBody(noReason))).toContain('Validation Failed: Please add reason for Deletion');

    const answer = await update(a.admin, archive);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await bookingOf(booking)).toMatchObject({ status: 'ARCHIVED', statusReason: 'Withdrew', readyToPurge: true });
    expect((await candidateLog(candidate.userId))[0]?.logMsg).toContain('PENDING → ARCHIVED');

    const m = await w.meeting(assessment, a.invigilator.userId, { startsInHours: 48 });
    const confirmed = await w.confirmed(m, candidate.userId);
    expect(parseBody(await update(a.admin, { ...archive, encryptedId: confirmed }))).toMatchObject(NOT_ALLOWED);
  });

  it('an admin moves a pending candidate to another project of the same step; same project, other step, other organisation refused', async () => {
    const candidate = await world.member(orgA, 'CANDIDATE');
    const booking = await w.pending(assessment, candidate.userId);
    const sameStep = await w.project(orgA, { stepType: 'ASSESSMENT' });
    const elsewhere = await w.project(b.organisationId, { stepType: 'ASSESSMENT' });
    const move = (projectId: string, statusReason = 'Moved cohort') => ({
      encryptedId: booking,
      status: 'PENDING',
      existingStatus: 'PENDING',
      encryptedNewProjectId: projectId,
      statusReason,
    });

    const noProject = await update(a.admin, { encryptedId: booking, status: 'PENDING', existingStatus: 'PENDING', statusReason: 'x' });
    expect(JSON.stringify(parseBody(noProject))).toContain('Validation Failed: Please select new Project');
    expect(JSON.stringify(parseBody(await update(a.admin, move(sameStep.projectId, ''))))).toContain(
      'Validation Failed: Please add reason for Project Change',
    );
    expect(JSON.stringify(parseBody(await update(a.admin, move(assessment.projectId))))).toContain('Validation Failed: Please select new Project');
    expect(parseBody(await update(a.admin, move(interview.projectId)))).toMatchObject(NOT_ALLOWED);
    expect((await update(a.admin, move(elsewhere.projectId))).statusCode).toBe(404);
    expect((await update(a.assessor, move(sameStep.projectId))).statusCode).toBe(404);

    const answer = await update(a.admin, move(sameStep.projectId));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await bookingOf(booking)).toMatchObject({ status: 'PENDING', projectId: sameStep.projectId, statusReason: 'Moved cohort' });
    const inNew = await db.booking.query.byProject({ organisationId: orgA, projectId: sameStep.projectId }).go();
    expect(inNew.data.map((x) => x.bookingId)).toEqual([booking]);
    const inOld = await db.booking.query.byProject({ organisationId: orgA, projectId: assessment.projectId }).go({ pages: 'all' });
    expect(inOld.data.map((x) => x.bookingId)).not.toContain(booking);
  });
});
