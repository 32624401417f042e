import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { formatApiDate } from '@scheduler/core/time/time-formats';
import { SERVER_TIME_ZONE } from '@scheduler/core/time/time-zones';
import { handler as meetingHandler } from '../meeting/index.ts';
import { handler as projectHandler } from '../project/index.ts';
import { handler as bookingHandler } from '../user-booking/index.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { purgeRecords } from './testing/purge-records.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { names: ['Purge List A', 'Purge List B'] });
const { a, b, gridAdmin } = world;

const day = (offset: number) => formatApiDate(new Date(Date.now() + offset * 86_400_000), SERVER_TIME_ZONE);
const list = (who: SignedIn, operation: 'getUserList' | 'getMeetingList' | 'getBookingList', search: object = {}, page: object = {}) =>
  invoke(handler, {
    method: 'POST',
    path: `/api/purge/${operation}`,
    body: { pageIndex: 0, pageSize: 10, searchData: JSON.stringify(search), ...page },
    sub: who.sub,
    sessionId: who.sessionId,
  });
const ids = (answer: Awaited<ReturnType<typeof list>>) => (parseBody(answer).dataset as { encryptedId: string }[]).map((r) => r.encryptedId);

const inA = purgeRecords(db, a.organisationId);
const inB = purgeRecords(db, b.organisationId);
const projectA = await inA.project({ name: 'Archived project of A' });
const meetingIn20 = await inA.meeting(projectA, a.assessor.userId, { purgeDate: day(20) });
const meetingIn50 = await inA.meeting(projectA, a.assessor.userId, { purgeDate: day(50) });
const meetingIn80 = await inA.meeting(projectA, a.assessor.userId, { purgeDate: day(80) });
await inA.meeting(projectA, a.assessor.userId);
const projectB = await inB.project();
const meetingOfB = await inB.meeting(projectB, b.assessor.userId, { purgeDate: day(5) });
const bookingIn10 = await inA.booking(projectA, a.candidate.userId, { purgeDate: day(10), meetingId: meetingIn20, assessorId: a.assessor.userId });
const bookingIn70 = await inA.booking(projectA, a.candidate.userId, { purgeDate: day(70) });
const bookingOfB = await inB.booking(projectB, b.candidate.userId, { purgeDate: day(3) });

// Users: an archived candidate (delete), a candidate to sanitise, an archived assessor, each due within 30 days.
const toDelete = await world.member(a.organisationId, 'CANDIDATE', { archived: true, status: 'ARCHIVED', active: false }, { firstName: 'Gone' });
const toSanitise = await world.member(a.organisationId, 'CANDIDATE', {}, { firstName: 'Kept' });
const assessorGone = await world.member(a.organisationId, 'ASSESSOR', { archived: true, status: 'ARCHIVED', active: false });
for (const [p, d] of [
  [toDelete, day(12)],
  [toSanitise, day(25)],
  [assessorGone, day(15)],
] as const) {
  await db.userOrgAccess
    .patch({ organisationId: a.organisationId, userId: p.userId })
    .set({ readyToPurge: true, purgeDate: d, purgeScope: a.organisationId, purgeOn: d })
    .go();
}

describe('purge/getMeetingList', () => {
  it('lists the meetings of the caller organisation due within the day filter, earliest first, with their rows', async () => {
    const within30 = await list(a.admin, 'getMeetingList');
    expect(within30.statusCode).toBe(200);
    expect(ids(within30)).toEqual([meetingIn20]);
    expect(parseBody(within30).size).toBe(1);
    expect(parseBody(within30).dataset[0]).toMatchObject({
      projectName: 'Archived project of A',
      seats: '0/4',
      purgeDate: day(20),
      stepTypeDisplay: 'Assessment',
    });
    expect(ids(await list(a.admin, 'getMeetingList', { dayFilter: 60 }))).toEqual([meetingIn20, meetingIn50]);
    const within90 = await list(a.admin, 'getMeetingList', { dayFilter: 90 }, { pageIndex: 1, pageSize: 2 });
    expect(ids(within90)).toEqual([meetingIn80]);
    expect(parseBody(within90).size).toBe(3);
  });

  it("never shows another organisation's meetings; a grid admin may ask for one organisation", async () => {
    expect(ids(await list(b.admin, 'getMeetingList', { dayFilter: 90 }))).toEqual([meetingOfB]);
    expect((await list(b.admin, 'getMeetingList', { encryptedOrganisationId: a.organisationId })).statusCode).toBe(403);
    expect(ids(await list(gridAdmin, 'getMeetingList', { encryptedOrganisationId: b.organisationId }))).toEqual([meetingOfB]);
  });

  it('refuses a day filter other than 30, 60 or 90, and callers who are not admins', async () => {
    const bad = await list(a.admin, 'getMeetingList', { dayFilter: 45 });
    expect(bad.statusCode).toBe(400);
    expect(parseBody(bad).errors).toEqual({ 'searchData.dayFilter': 'Day Filter is 30, 60 or 90' });
    expect((await list(a.candidate, 'getMeetingList')).statusCode).toBe(403);
    expect((await list(a.assessor, 'getMeetingList')).statusCode).toBe(403);
  });
});

describe('purge/getBookingList', () => {
  it('lists the bookings due within the day filter with the candidate, assessor and project', async () => {
    const within30 = await list(a.admin, 'getBookingList');
    expect(ids(within30)).toEqual([bookingIn10]);
    expect(parseBody(within30).dataset[0]).toMatchObject({
      candidateName: a.candidate.fullName,
      assessorName: a.assessor.fullName,
      status: 'ARCHIVED',
      encryptedMeetingId: meetingIn20,
      purgeDate: day(10),
    });
    expect(ids(await list(a.admin, 'getBookingList', { dayFilter: 90 }))).toEqual([bookingIn10, bookingIn70]);
    expect(ids(await list(b.admin, 'getBookingList', { dayFilter: 90 }))).toEqual([bookingOfB]);
  });
});

describe('purge/getUserList', () => {
  it('lists the users of the chosen type; for candidates all, those to sanitise or those to delete', async () => {
    const all = await list(a.admin, 'getUserList', { userType: 'candidate', purgeType: 'all' });
    expect(ids(all)).toEqual([toDelete.userId, toSanitise.userId]);
    expect(parseBody(all).dataset).toMatchObject([
      { purgeAction: 'DELETE', purgeDate: day(12), fullName: 'Gone Tester' },
      { purgeAction: 'SANITISE', sanitiseDate: day(25), fullName: 'Kept Tester' },
    ]);
    expect(ids(await list(a.admin, 'getUserList', { userType: 'candidate', purgeType: 'sanitise' }))).toEqual([toSanitise.userId]);
    expect(ids(await list(a.admin, 'getUserList', { userType: 'candidate', purgeType: 'delete' }))).toEqual([toDelete.userId]);
    expect(ids(await list(a.admin, 'getUserList', { userType: 'assessor' }))).toEqual([assessorGone.userId]);
    expect(ids(await list(a.admin, 'getUserList', { userType: 'org_admin' }))).toEqual([]);
    expect(ids(await list(b.admin, 'getUserList', { userType: 'candidate' }))).toEqual([]);
    expect((await list(a.admin, 'getUserList', { userType: 'grid_admin' })).statusCode).toBe(400);
  });
});

describe('the Projects tab: project/getList/PURGE', () => {
  it('narrows to the day filter the purge list sends, and lists every ready project without one', async () => {
    const soon = await inA.project({ name: 'Purge soon project', purgeDate: day(10) });
    const later = await inA.project({ name: 'Purge later project', purgeDate: day(70) });
    const purgeList = async (searchData?: object) =>
      ids(
        await invoke(projectHandler, {
          method: 'POST',
          path: '/api/project/getList/{listType}',
          params: { listType: 'PURGE' },
          body: { pageIndex: 0, pageSize: 10, ...(searchData ? { searchData: JSON.stringify(searchData) } : {}) },
          sub: a.admin.sub,
          sessionId: a.admin.sessionId,
        }),
      );
    expect(await purgeList({ dayFilter: 30 })).toEqual([soon]);
    expect(await purgeList({ dayFilter: 90 })).toEqual([soon, later]);
    expect(await purgeList()).toEqual(expect.arrayContaining([soon, later]));
  });
});

describe('extendPurgeDate of a meeting and a booking', () => {
  const extendMeeting = (who: SignedIn, meetingId: string, date: string) =>
    invoke(meetingHandler, {
      method: 'POST',
      path: '/api/meeting/extendPurgeDate/{meetingId}/{date}',
      params: { meetingId, date },
      sub: who.sub,
      sessionId: who.sessionId,
    });
  const extendBooking = (who: SignedIn, bookingId: string, date: string) =>
    invoke(bookingHandler, {
      method: 'POST',
      path: '/api/user-booking/extendPurgeDate/{bookingId}/{date}',
      params: { bookingId, date },
      sub: who.sub,
      sessionId: who.sessionId,
    });

  it("moves a meeting's purge date to a later day: it leaves the 30-day list, with its audit row", async () => {
    const meetingId = await inA.meeting(projectA, a.assessor.userId, { purgeDate: day(7) });
    const answer = await extendMeeting(a.admin, meetingId, day(45));
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: 'Purging Date Extended' });
    expect((await db.meeting.get({ organisationId: a.organisationId, meetingId }).go()).data).toMatchObject({ purgeDate: day(45), purgeOn: day(45) });
    expect(ids(await list(a.admin, 'getMeetingList'))).not.toContain(meetingId);
    expect(ids(await list(a.admin, 'getMeetingList', { dayFilter: 60 }))).toContain(meetingId);
    const audit = await db.auditLog.query.byRef({ refType: 'Meeting', refId: meetingId }).go();
    expect(audit.data.map((r) => r.logMsg)).toEqual([`Purge date changed: ${day(7)} → ${day(45)}`]);
  });

  it('refuses today or an earlier day, a record not ready to purge, and other organisations', async () => {
    const meetingId = await inA.meeting(projectA, a.assessor.userId, { purgeDate: day(7) });
    expect((await extendMeeting(a.admin, meetingId, day(0))).statusCode).toBe(400);
    expect((await extendMeeting(a.admin, meetingId, '2020-01-01')).statusCode).toBe(400);
    expect((await extendMeeting(b.admin, meetingId, day(40))).statusCode).toBe(404);
    expect((await extendMeeting(a.assessor, meetingId, day(40))).statusCode).toBe(403);
    const notReady = await inA.meeting(projectA, a.assessor.userId);
    expect((await extendMeeting(a.admin, notReady, day(40))).statusCode).toBe(422);
    expect((await db.meeting.get({ organisationId: a.organisationId, meetingId }).go()).data?.purgeDate).toBe(day(7));
    expect((await extendMeeting(gridAdmin, meetingOfB, day(40))).statusCode).toBe(200);
  });

  it("moves a booking's purge date; another organisation's booking is not found", async () => {
    const bookingId = await inA.booking(projectA, a.candidate.userId, { purgeDate: day(4) });
    expect((await extendBooking(b.admin, bookingId, day(40))).statusCode).toBe(404);
    expect((await extendBooking(a.admin, bookingId, day(0))).statusCode).toBe(400);
    const answer = await extendBooking(a.admin, bookingId, day(40));
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: 'Purging Date Extended' });
    expect((await db.booking.get({ organisationId: a.organisationId, bookingId }).go()).data).toMatchObject({ purgeDate: day(40), purgeOn: day(40) });
    const pending = await inA.booking(projectA, a.candidate.userId, { status: 'PENDING' });
    expect((await extendBooking(a.admin, pending, day(40))).statusCode).toBe(422);
  });
});
