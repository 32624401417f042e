import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { AlertCode } from '@scheduler/contracts/alerts';
import { dayBucket, dayOf, hourBucket, prefixOf } from '@scheduler/core/booking/booking-list';
import { GAP_AUTO_CANCEL_REASON } from '@scheduler/core/booking/offer-rules';
import { readCounters } from '@scheduler/core/lists/list-counters';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { notifyEventsOf } from '../testing/relayed-events.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler as meetingHandler } from '../meeting/index.ts';
import { handler } from './index.ts';
import { bookingRecords } from './testing/booking-records.ts';

const { db } = testDb();
givenRecordingDeps();
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const recordsA = bookingRecords(db, a.organisationId);
const recordsB = bookingRecords(db, b.organisationId);
const assessment = await recordsA.project('ASSESSMENT');
const interview = await recordsA.project('INTERVIEW');
const stamp = () => new Date().toISOString();

// Organisation b has rescheduling turned off.
const { data: orgB } = await db.organisation.get({ organisationId: b.organisationId }).go();
const configB = (orgB?.config ?? {}) as Record<string, unknown>;
await db.organisation
  .patch({ organisationId: b.organisationId })
  .set({ config: { ...configB, bookingOptions: { ...((configB.bookingOptions as object) ?? {}), reschedule: false } } })
  .go();

const call = (caller: SignedIn, operation: string, body: Record<string, unknown>) =>
  invoke(handler, { method: 'POST', path: `/api/user-booking/${operation}`, body, ...caller });
const reschedule = (caller: SignedIn, bookingId: string, meetingId: string) =>
  call(caller, 'reschedule-booking', { encryptedBookingId: bookingId, encryptedMeetingId: meetingId });
const bookingOf = async (bookingId: string, organisationId = a.organisationId) => (await db.booking.get({ organisationId, bookingId }).go()).data!;
const meetingOf = async (meetingId: string) => (await db.meeting.get({ organisationId: a.organisationId, meetingId }).go()).data!;
const candidate = async () => world.signedIn(await world.member(a.organisationId, 'CANDIDATE'));
/** The booking list counters a confirmed booking of the meeting counts in: its day and hour, for the organisation and its assessor. */
const countedIn = async (meetingId: string) => {
  const m = await meetingOf(meetingId);
  const tails = [dayBucket(dayOf(m.start)), hourBucket(dayOf(m.start), Number(m.start.slice(11, 13)))];
  const lists = [...tails.map((t) => `${prefixOf()}${t}`), ...tails.map((t) => `${prefixOf(m.assessorId)}${t}`)];
  const read = await readCounters(db, a.organisationId, lists);
  return lists.map((l) => read.get(l) ?? 0);
};

/** The candidate's step of the project, booked into the meeting by the candidate (or, for a frozen slot, the admin). */
async function booked(person: SignedIn, projectId: string, meetingId: string, stepType: 'ASSESSMENT' | 'INTERVIEW' = 'ASSESSMENT', by = person) {
  const stepId = await recordsA.pending(person.userId, projectId, stepType);
  const answer = await call(by, 'new-booking', { encryptedMeetingId: meetingId, encryptedStepId: stepId });
  expect(answer.statusCode, answer.body).toBe(200);
  return stepId;
}

/** A project alert e-mailing the candidate for `code`. */
async function alert(projectId: string, code: AlertCode, subject: string) {
  const templateId = ulid();
  const organisationId = a.organisationId;
  await db.notificationTemplate
    .create({
      organisationId,
      templateId,
      code,
      scope: 'PROJECT',
      deliveryMethod: 'EMAIL',
      name: subject,
      subject,
      body: 'Hello $candidateFirstName, moved from $previousMeetingStart to $meetingStart.',
      archived: false,
      createdAt: stamp(),
      updatedAt: stamp(),
    })
    .go();
  await db.projectAlert
    .create({
      organisationId,
      projectId,
      alertId: ulid(),
      code,
      emailTemplateId: templateId,
      emailAddress: '$candidateEmail',
      status: 'ACTIVE',
      createdAt: stamp(),
      updatedAt: stamp(),
    })
    .go();
}

const vevent = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
  };
};

describe('user-booking/reschedule-booking', () => {
  it('moves a confirmed booking in one write; the outbox holds the CANCEL of the old event and the REQUEST of the new', async () => {
    const project = await recordsA.project('ASSESSMENT');
    await alert(project, 'BOOKING_CONFIRMED', 'Appointment Booked');
    await alert(project, 'BOOKING_RESCHEDULED', 'Appointment Rescheduled');
    const person = await candidate();
    const from = await recordsA.meeting(project, 48);
    const to = await recordsA.meeting(project, 72);
    const stepId = await booked(person, project, from);
    await notifyEventsOf(db, [a.organisationId]);
    const [countedFrom, countedTo] = [await countedIn(from), await countedIn(to)];

    const answer = await reschedule(person, stepId, to);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: stepId });
    const moved = await bookingOf(stepId);
    const target = await meetingOf(to);
    expect(moved).toMatchObject({ status: 'CONFIRMED', meetingId: to, start: target.start, end: target.end, assessorId: target.assessorId });
    expect(moved.statusReason).toMatch(/^Rescheduled from /);
    expect((await meetingOf(from)).candidatesConfirmed).toBe(0);
    expect(target.candidatesConfirmed).toBe(1);
    // The booking list counters moved with it: out of the old day, hour and assessor, into the new ones.
    expect(await countedIn(from)).toEqual(countedFrom.map((n) => n - 1));
    expect(await countedIn(to)).toEqual(countedTo.map((n) => n + 1));
    const { data: guards } = await db.bookingGuard.query.byCandidate({ organisationId: a.organisationId, candidateId: person.userId }).go();
    expect(guards).toEqual([expect.objectContaining({ bookingId: stepId, meetingId: to })]);
    const { data: log } = await db.auditLog.query.byRef({ refType: 'User', refId: person.userId }).go();
    const row = log.find((r) => r.logMsg.startsWith('Booking RESCHEDULED'));
    expect(row?.logMsg).toContain(from);
    expect(row?.logMsg).toMatch(/moved from .+ to .+/);

    await notifyEventsOf(db, [a.organisationId]);
    const { data: records } = await db.deliveryRecord.query.byOrganisation({ organisationId: a.organisationId }).go({ pages: 'all' });
    const mine = records.filter((r) => r.refId === stepId && r.calendar);
    const confirmed = mine.find((r) => r.alertCode === 'BOOKING_CONFIRMED');
    const rescheduled = mine.filter((r) => r.alertCode === 'BOOKING_RESCHEDULED');
    expect(rescheduled.map((r) => r.calendarMethod).sort()).toEqual(['CANCEL', 'REQUEST']);
    const request = vevent(confirmed!.calendar!);
    const cancel = vevent(rescheduled.find((r) => r.calendarMethod === 'CANCEL')!.calendar!);
    const requestNew = vevent(rescheduled.find((r) => r.calendarMethod === 'REQUEST')!.calendar!);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: `meeting-${from}@scheduler` });
    expect(request.uid).toBe(cancel.uid);
    expect(Number(cancel.sequence)).toBeGreaterThan(Number(request.sequence));
    expect(cancel.sequence).toBe((await meetingOf(from)).sequence);
    expect(requestNew).toMatchObject({ method: 'REQUEST', uid: `meeting-${to}@scheduler`, sequence: target.sequence });
    expect(rescheduled.every((r) => r.recipient === person.username && r.subject === 'Appointment Rescheduled')).toBe(true);
  });

  it('the booking view says when it may move, and the slot search offers the other meetings of its step', async () => {
    const project = await recordsA.project('ASSESSMENT');
    const person = await candidate();
    const from = await recordsA.meeting(project, 50);
    const other = await recordsA.meeting(project, 51);
    const frozen = await recordsA.meeting(project, 1);
    const stepId = await booked(person, project, from);
    const search = async () => {
      const answer = await invoke(meetingHandler, {
        method: 'POST',
        path: '/api/meeting/getMeetingSpotsEmpty',
        body: { searchData: JSON.stringify({ encryptedStepId: stepId }), pageIndex: 0, pageSize: 10 },
        ...person,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return parseBody(answer).dataset.map((r: { encryptedId: string }) => r.encryptedId);
    };
    const view = async (caller: SignedIn) =>
      parseBody(await invoke(handler, { method: 'GET', path: '/api/user-booking/getById/{id}', params: { id: stepId }, ...caller }))
        .rescheduleAllowed;
    expect(await search()).toEqual([other]);
    expect(await view(person)).toBe(true);
    expect(await view(a.admin)).toBe(true);
    // Inside the cancel freeze the candidate may not move it: nothing is offered and the view says so.
    expect((await reschedule(a.admin, stepId, frozen)).statusCode).toBe(200);
    expect(await search()).toEqual([]);
    expect(await view(person)).toBe(false);
    expect(await view(a.admin)).toBe(true);
  });

  it('is refused inside the cancel freeze with the cancel path words, and changes nothing', async () => {
    const person = await candidate();
    const soon = await recordsA.meeting(assessment, 1);
    const later = await recordsA.meeting(assessment, 96);
    const stepId = await booked(person, assessment, soon, 'ASSESSMENT', a.admin);
    const answer = await reschedule(person, stepId, later);
    expect(answer.statusCode).toBe(422);
    expect(parseBody(answer)).toMatchObject({ code: 'booking.not_allowed', status: 'NOT Allowed' });
    expect(await bookingOf(stepId)).toMatchObject({ status: 'CONFIRMED', meetingId: soon });
    expect((await meetingOf(later)).candidatesConfirmed).toBe(0);
    // An administrator has no freeze unless the organisation sets one.
    expect((await reschedule(a.admin, stepId, later)).statusCode).toBe(200);
    expect(await bookingOf(stepId)).toMatchObject({ status: 'CONFIRMED', meetingId: later, statusBy: a.admin.userId });
  });

  it("answers 404 for another organisation's or another candidate's booking, 403 for an assessor", async () => {
    const person = await candidate();
    const from = await recordsA.meeting(assessment, 100);
    const to = await recordsA.meeting(assessment, 101);
    const stepId = await booked(person, assessment, from);
    expect((await reschedule(b.admin, stepId, to)).statusCode).toBe(404);
    expect((await reschedule(b.candidate, stepId, to)).statusCode).toBe(404);
    expect((await reschedule(a.candidate, stepId, to)).statusCode).toBe(404);
    expect((await reschedule(a.assessor, stepId, to)).statusCode).toBe(403);
    const projectB = await recordsB.project('ASSESSMENT');
    const meetingB = await recordsB.meeting(projectB, 100);
    expect((await reschedule(person, stepId, meetingB)).statusCode).toBe(404);
    expect(await bookingOf(stepId)).toMatchObject({ status: 'CONFIRMED', meetingId: from });
  });

  it("answers BOOKING_NA 'Not Available' for a full or hidden slot, and wrong step / same meeting in the book path's words", async () => {
    const person = await candidate();
    const from = await recordsA.meeting(assessment, 110);
    const full = await recordsA.meeting(assessment, 111, { candidateMax: 1, candidatesConfirmed: 1 });
    const hidden = await recordsA.meeting(assessment, 112, { show: false });
    const interviewMeeting = await recordsA.meeting(interview, 113, { stepType: 'INTERVIEW' });
    const stepId = await booked(person, assessment, from);
    for (const meetingId of [full, hidden]) {
      const answer = await reschedule(person, stepId, meetingId);
      expect(answer.statusCode).toBe(422);
      expect(parseBody(answer)).toMatchObject({ status: 'BOOKING_NA', message: 'Not Available' });
    }
    expect(parseBody(await reschedule(person, stepId, interviewMeeting))).toMatchObject({ code: 'booking.wrong_step' });
    expect(parseBody(await reschedule(person, stepId, from))).toMatchObject({ code: 'booking.not_allowed' });
    expect(await bookingOf(stepId)).toMatchObject({ status: 'CONFIRMED', meetingId: from });
    expect((await meetingOf(full)).candidatesConfirmed).toBe(1);
    expect((await meetingOf(from)).candidatesConfirmed).toBe(1);
  });

  it("is off where the organisation's booking options say so", async () => {
    const projectB = await recordsB.project('ASSESSMENT');
    const from = await recordsB.meeting(projectB, 120);
    const to = await recordsB.meeting(projectB, 121);
    const stepId = await recordsB.pending(b.candidate.userId, projectB);
    expect((await call(b.candidate, 'new-booking', { encryptedMeetingId: from, encryptedStepId: stepId })).statusCode).toBe(200);
    const answer = await reschedule(b.candidate, stepId, to);
    expect(answer.statusCode).toBe(422);
    expect(parseBody(answer)).toMatchObject({ code: 'booking.not_allowed', message: expect.stringContaining('Rescheduling is not available') });
    expect(await bookingOf(stepId, b.organisationId)).toMatchObject({ status: 'CONFIRMED', meetingId: from });
  });

  it('gap rule: moving the assessment too close to the interview cancels it; moving the interview too close is refused', async () => {
    const person = await candidate();
    const interviewMeeting = await recordsA.meeting(interview, 8 * 24, { stepType: 'INTERVIEW' });
    const interviewStep = await booked(person, interview, interviewMeeting, 'INTERVIEW');
    const early = await recordsA.meeting(assessment, 3 * 24);
    const assessmentStep = await booked(person, assessment, early);

    const tooCloseInterview = await recordsA.meeting(interview, 4 * 24, { stepType: 'INTERVIEW' });
    const refused = await reschedule(person, interviewStep, tooCloseInterview);
    expect(parseBody(refused)).toMatchObject({ code: 'booking.gap', message: expect.stringContaining('2 day(s)') });
    expect(await bookingOf(interviewStep)).toMatchObject({ status: 'CONFIRMED', meetingId: interviewMeeting });

    const late = await recordsA.meeting(assessment, 7 * 24);
    const answer = await reschedule(person, assessmentStep, late);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await bookingOf(assessmentStep)).toMatchObject({ status: 'CONFIRMED', meetingId: late });
    expect(await bookingOf(interviewStep)).toMatchObject({ status: 'CANCELLED', statusReason: GAP_AUTO_CANCEL_REASON });
    expect((await meetingOf(interviewMeeting)).candidatesConfirmed).toBe(0);
    expect((await meetingOf(early)).candidatesConfirmed).toBe(0);
    expect((await meetingOf(late)).candidatesConfirmed).toBe(1);
    const { data: guards } = await db.bookingGuard.query.byCandidate({ organisationId: a.organisationId, candidateId: person.userId }).go();
    expect(guards).toEqual([expect.objectContaining({ bookingId: assessmentStep, meetingId: late })]);
  });
});
