import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { bookingWorld } from '../testing/booking-world.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { names: ['Home Org A', 'Home Org B'], firstNames: { a: { invigilator: 'Ivy' } } });
const { a } = world;
const w = bookingWorld(db);
const home = (who: SignedIn) => invoke(handler, { method: 'GET', path: '/api/user-booking/getCandidateBooking', ...who });
const dayOf = (iso: string, zone = 'Australia/Sydney') => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));

describe('user-booking/getCandidateBooking', () => {
  it('lists the booked cards, then the pending steps with the days the rule engine offers (gap, hidden and full left out)', async () => {
    const { organisationId } = await world.organisation('Home Org C', {
      config: { msgBookingHowToBook_Candidate: 'Pick a day, then a time.' },
    });
    const candidate = await world.signedIn(await world.member(organisationId, 'CANDIDATE'));
    const invigilator = await world.member(organisationId, 'INVIGILATOR', {}, { firstName: 'Ivy' });
    const assessor = await world.member(organisationId, 'ASSESSOR');
    const assessment = await w.project(organisationId, { stepType: 'ASSESSMENT', summary: 'Bring photo ID' });
    const interview = await w.project(organisationId, { stepType: 'INTERVIEW', meetingPeriodGap: 3, summary: 'Final interview' });

    const test = await w.meeting(assessment, invigilator.userId, {
      startsInHours: 0.1,
      deliveryMethod: 'REMOTE',
      candidateBookingLink: 'https://meet.example/room-1',
    });
    const testBooking = await w.confirmed(test, candidate.userId);
    const pending = await w.pending(interview, candidate.userId);
    const tooClose = await w.meeting(interview, assessor.userId, { startsInHours: 24 * 2 });
    const onsite = await w.meeting(interview, assessor.userId, { startsInHours: 24 * 5 });
    const remote = await w.meeting(interview, assessor.userId, { startsInHours: 24 * 9, deliveryMethod: 'REMOTE' });
    await w.meeting(interview, assessor.userId, { startsInHours: 24 * 12, show: false });
    await w.meeting(interview, assessor.userId, { startsInHours: 24 * 14, candidatesConfirmed: 1 });

    const answer = await home(candidate);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = parseBody(answer);
    expect(body).toMatchObject({
      showAvailable: true,
      messageHowtoBook: 'Pick a day, then a time.',
      cancelInterviewAuto: true,
      allowMultiCandidateEntry: false,
      projectCount: 2,
    });
    expect(body.listNotPendingBookings).toHaveLength(1);
    expect(body.listNotPendingBookings[0]).toMatchObject({
      encryptedId: testBooking,
      status: 'CONFIRMED',
      assessorInvigilatorName: 'Ivy Tester',
      deliveryMethod: 'REMOTE',
      candidateBookingLinkAvailable: true,
      candidateBookingLink: 'https://meet.example/room-1',
      cancelAllowed: true,
    });
    expect(body.listNotPendingBookings[0]).not.toHaveProperty('assessorBookingLink');

    const days = [dayOf(onsite.start), dayOf(remote.start)];
    expect(body.listPendingBookings).toEqual([
      expect.objectContaining({
        encryptedStepId: pending,
        stepType: 'INTERVIEW',
        stepTypeDisplay: expect.any(String),
        daysAvailable: days,
        minSearchStart: days[0],
        deliveryMethod: 'BOTH',
        projectSummary: 'Final interview',
      }),
    ]);
    expect(body.listPendingBookings[0].daysAvailable).not.toContain(dayOf(tooClose.start));
  });

  it('offers nothing when no meeting is bookable, hides the join link until it opens, and is for candidates only', async () => {
    const candidate = await world.signedIn(await world.member(a.organisationId, 'CANDIDATE'));
    const project = await w.project(a.organisationId, { stepType: 'ASSESSMENT' });
    const later = await w.meeting(project, a.invigilator.userId, {
      startsInHours: 3,
      deliveryMethod: 'REMOTE',
      candidateBookingLink: 'https://meet.example/x',
    });
    await w.confirmed(later, candidate.userId);
    const other = await w.project(a.organisationId, { stepType: 'INTERVIEW' });
    await w.pending(other, candidate.userId);

    const body = parseBody(await home(candidate));
    expect(body.showAvailable).toBe(false);
    expect(body.cancelInterviewAuto).toBe(true);
    expect(body.listNotPendingBookings[0]).toMatchObject({ candidateBookingLinkAvailable: false, joinMinBefore: 15 });
    expect(body.listNotPendingBookings[0]).not.toHaveProperty('candidateBookingLink');
    expect(body.listPendingBookings[0]).toMatchObject({ daysAvailable: [], stepType: 'INTERVIEW' });

    expect((await home(a.admin)).statusCode).toBe(403);
    expect((await home(a.assessor)).statusCode).toBe(403);
  });
});
