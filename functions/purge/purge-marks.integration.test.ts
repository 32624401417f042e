import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { formatApiDate } from '@scheduler/core/time/time-formats';
import { SERVER_TIME_ZONE } from '@scheduler/core/time/time-zones';
import { getDeps, setDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { recordingAdminIdentity } from '../user/testing/recording-admin-identity.ts';
import { handler as userHandler } from '../user/index.ts';
import { handler } from './index.ts';

const { db } = testDb();
setDeps({ ...getDeps(), identity: recordingAdminIdentity() });
const world = await givenTwoOrganisations(db, { names: ['Purge Marks A', 'Purge Marks B'] });
const day = (offset: number) => formatApiDate(new Date(Date.now() + offset * 86_400_000), SERVER_TIME_ZONE);

const archive = (who: SignedIn, organisationId: string, userId: string) =>
  invoke(userHandler, {
    method: 'POST',
    path: '/api/user/archive/{organisationId}/{userId}',
    params: { organisationId, userId },
    sub: who.sub,
    sessionId: who.sessionId,
  });
const usersDue = async (who: SignedIn, dayFilter: number) =>
  parseBody(
    await invoke(handler, {
      method: 'POST',
      path: '/api/purge/getUserList',
      body: { pageIndex: 0, pageSize: 10, searchData: JSON.stringify({ dayFilter, userType: 'candidate', purgeType: 'delete' }) },
      sub: who.sub,
      sessionId: who.sessionId,
    }),
  ).dataset as { encryptedId: string; purgeDate?: string }[];

describe('archiving makes a record due for purge after the organisation retention', () => {
  it('an archived candidate is due purgeAfterArchiveDays later: 90 by default, the configured days otherwise', async () => {
    const candidate = await world.member(world.a.organisationId, 'CANDIDATE');
    expect((await archive(world.a.admin, world.a.organisationId, candidate.userId)).statusCode).toBe(200);
    expect(await usersDue(world.a.admin, 60)).toEqual([]);
    expect(await usersDue(world.a.admin, 90)).toMatchObject([{ encryptedId: candidate.userId, purgeDate: day(90) }]);

    const short = await world.organisation('Short Retention', { config: { retention: { purgeAfterArchiveDays: 20 } } });
    const admin = await world.signedIn(await world.member(short.organisationId, 'ORG_ADMIN'));
    const other = await world.member(short.organisationId, 'CANDIDATE');
    expect((await archive(admin, short.organisationId, other.userId)).statusCode).toBe(200);
    expect(await usersDue(admin, 30)).toMatchObject([{ encryptedId: other.userId, purgeDate: day(20) }]);
    expect(await usersDue(world.b.admin, 90)).toEqual([]);
  });
});

describe("a candidate's sanitise date follows their latest booking", () => {
  it('moves to sanitiseAfterLastBookingDays after the booked start, only ever later', async () => {
    const { bookSeat } = await import('@scheduler/core/booking/booking-store-seats');
    const { purgeRecords } = await import('./testing/purge-records.ts');
    const org = world.a.organisationId;
    const records = purgeRecords(db, org);
    const candidate = await world.member(org, 'CANDIDATE');
    const book = async (start: string) => {
      // One confirmed booking per candidate and project step: each booking is of another project.
      const projectId = await records.project();
      const meetingId = await records.meeting(projectId, world.a.assessor.userId, { start, archived: false });
      const bookingId = await records.booking(projectId, candidate.userId, { status: 'PENDING' });
      expect((await bookSeat(db, { organisationId: org, bookingId, meetingId, now: new Date().toISOString() })).ok).toBe(true);
    };
    const access = async () => (await db.userOrgAccess.get({ organisationId: org, userId: candidate.userId }).go()).data!;
    await book('2031-03-01T00:00:00.000Z');
    expect(await access()).toMatchObject({ readyToPurge: true, purgeDate: '2032-02-29', purgeOn: '2032-02-29', purgeScope: org });
    await book('2030-12-01T00:00:00.000Z');
    expect((await access()).purgeDate).toBe('2032-02-29');
    await book('2031-06-01T00:00:00.000Z');
    expect((await access()).purgeDate).toBe('2032-05-31');
  });
});
