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
