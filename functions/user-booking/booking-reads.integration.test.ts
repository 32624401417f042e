import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { bookingWorld } from '../testing/booking-world.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { names: ['Reads Org A', 'Reads Org B'], firstNames: { a: { assessor: 'Ash', invigilator: 'Ivy' } } });
const { a, b } = world;
const w = bookingWorld(db);
const orgA = a.organisationId;

const getById = (who: SignedIn, id: string) => invoke(handler, { method: 'GET', path: '/api/user-booking/getById/{id}', params: { id }, ...who });
const names = (who: SignedIn, meetingId: string) =>
  invoke(handler, { method: 'GET', path: '/api/user-booking/getConfirmedCandidateNames/{meetingId}', params: { meetingId }, ...who });
const interviewOf = (who: SignedIn, candidateId: string, organisationId: string) =>
  invoke(handler, {
    method: 'GET',
    path: '/api/user-booking/getCandidateInterview/{candidateId}/{organisationId}',
    params: { candidateId, organisationId },
    ...who,
  });

const assessment = await w.project(orgA, {
  stepType: 'ASSESSMENT',
  freezePeriodOnsite: 24,
  summary: 'Bring photo ID',
  completionChecklist: 'ID checked',
});
const interview = await w.project(orgA, { stepType: 'INTERVIEW', meetingPeriodGap: 3, freezePeriodRemote: 2 });

describe('user-booking/getById', () => {
  it('shows a candidate their own booking with cancelAllowed, and staff the same booking with completion and the reasons', async () => {
    const candidate = await world.signedIn(await world.member(orgA, 'CANDIDATE', {}, { firstName: 'Cora', lastName: 'Nguyen' }));
    const m = await w.meeting(assessment, a.invigilator.userId, { startsInHours: 24 * 4 });
    const booking = await w.confirmed(m, candidate.userId);

    const own = await getById(candidate, booking);
    expect(own.statusCode, own.body).toBe(200);
    const view = parseBody(own);
    expect(view).toMatchObject({
      encryptedId: booking,
      encryptedMeetingId: m.meetingId,
      status: 'CONFIRMED',
      start: m.start,
      cancelAllowed: true,
      completionAllowed: false,
      cancelNAMessage: '',
      candidateName: 'Cora Nguyen',
      assessorInvigilatorName: 'Ivy Tester',
      projectSummary: 'Bring photo ID',
      timezoneCode: 'Syd',
      timeZone: 'Australia/Sydney',
      deliveryMethod: 'ONSITE',
      displayAddress: '1 George St, Sydney NSW 2000',
      addressDTO: { city: 'Sydney', state: 'NSW', postCode: 2000 },
      stepType: 'ASSESSMENT',
      candidateBookingLinkAvailable: false,
    });
    expect(view).not.toHaveProperty('candidateRequestType');

    const staff = parseBody(await getById(a.invigilator, booking));
    expect(staff).toMatchObject({ encryptedId: booking, cancelAllowed: true, completionAllowed: false, candidateRequestType: '' });
  });

  it('answers 404 to another candidate, an assessor of other meetings and another organisation; admins see their organisation', async () => {
    const candidate = await world.member(orgA, 'CANDIDATE');
    const m = await w.meeting(assessment, a.invigilator.userId, { startsInHours: 24 * 4 });
    const booking = await w.confirmed(m, candidate.userId);
    expect((await getById(a.candidate, booking)).statusCode).toBe(404);
    expect((await getById(a.assessor, booking)).statusCode).toBe(404);
    expect((await getById(b.admin, booking)).statusCode).toBe(404);
    expect((await getById(b.candidate, booking)).statusCode).toBe(404);
    expect((await getById(a.admin, booking)).statusCode).toBe(200);
    expect((await getById(world.gridAdmin, booking)).statusCode).toBe(200);
  });

  it('tells a candidate inside the freeze why they cannot cancel', async () => {
    const candidate = await world.signedIn(await world.member(orgA, 'CANDIDATE'));
    const soon = await w.meeting(assessment, a.invigilator.userId, { startsInHours: 5 });
    const view = parseBody(await getById(candidate, await w.confirmed(soon, candidate.userId)));
    expect(view).toMatchObject({ cancelAllowed: false, cancelNAMessage: 'Action not allowed at this stage, please contact support' });
  });
});

describe('user-booking/getConfirmedCandidateNames', () => {
  it("names the meeting's confirmed candidates, sorted; other staff and organisations get 404", async () => {
    const m = await w.meeting(assessment, a.invigilator.userId, { startsInHours: 24 * 8 });
    const zed = await world.member(orgA, 'CANDIDATE', {}, { firstName: 'Zed', lastName: 'Young' });
    const amy = await world.member(orgA, 'CANDIDATE', {}, { firstName: 'Amy', lastName: 'Adams' });
    await w.confirmed(m, zed.userId);
    await w.confirmed(m, amy.userId);
    await w.pending(assessment, (await world.member(orgA, 'CANDIDATE', {}, { firstName: 'Pat' })).userId);

    const answer = await names(a.invigilator, m.meetingId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(parseBody(answer)).toMatchObject({ status: 'SUCCESS', message: 'Amy Adams, Zed Young', names: ['Amy Adams', 'Zed Young'] });
    expect(parseBody(await names(a.admin, m.meetingId)).message).toBe('Amy Adams, Zed Young');
    expect((await names(a.assessor, m.meetingId)).statusCode).toBe(404);
    expect((await names(b.admin, m.meetingId)).statusCode).toBe(404);
    expect((await names(a.candidate, m.meetingId)).statusCode).toBe(403);
  });
});

describe('user-booking/getCandidateInterview', () => {
  it('answers NA without an interview, then its id, the gap, the start date and the assessor; 404/403 outside', async () => {
    const candidate = await world.signedIn(await world.member(orgA, 'CANDIDATE'));
    expect(parseBody(await interviewOf(candidate, candidate.userId, orgA))).toEqual({ status: 'SUCCESS', message: 'NA' });

    const talk = await w.meeting(interview, a.assessor.userId, { startsInHours: 24 * 9, deliveryMethod: 'REMOTE', timeZone: 'Pacific/Auckland' });
    const booking = await w.confirmed(talk, candidate.userId);
    const answer = parseBody(await interviewOf(a.admin, candidate.userId, orgA));
    expect(answer).toMatchObject({ status: 'SUCCESS', message: booking, encryptedId: booking, gap: 3, assessorName: 'Ash Tester' });
    expect(answer.startDateDisplay).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(talk.start)));
    expect(parseBody(await interviewOf(candidate, candidate.userId, orgA)).message).toBe(booking);

    expect((await interviewOf(a.candidate, candidate.userId, orgA)).statusCode).toBe(404);
    expect((await interviewOf(a.candidate, candidate.userId, b.organisationId)).statusCode).toBe(403);
    expect((await interviewOf(b.admin, candidate.userId, b.organisationId)).statusCode).toBe(404);
    expect((await interviewOf(b.admin, candidate.userId, orgA)).statusCode).toBe(403);
  });
});
