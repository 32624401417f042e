import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { apiEvent, lambdaContext, parseBody } from '../testing/api-event.ts';
import { givenOrganisation } from '../testing/fixtures.ts';
import { handler } from './index.ts';
import { handler as userHandler } from '../user/index.ts';

const { db } = testDb();
const now = new Date().toISOString();

async function givenIdentity(type: 'ORG_ADMIN' | 'ASSESSOR', organisationId: string, opts: { active?: boolean; status?: 'ACTIVE' | 'INVITED' } = {}) {
  const userId = ulid();
  const sub = `sub-${userId}`;
  await db.user.create({ userId, username: `${userId}@Example.test`, identitySub: sub, firstName: 'Sam', lastName: 'Signin', type, status: opts.status ?? 'ACTIVE', createdAt: now, updatedAt: now }).go();
  await db.userOrgAccess.create({ organisationId, userId, userType: type, active: opts.active ?? true, status: 'ACTIVE', createdAt: now, updatedAt: now }).go();
  return { userId, sub };
}

const login = (sub: string) => handler(apiEvent({ method: 'POST', path: '/api/auth/login', body: {}, sub }), lambdaContext);
const profile = (sub: string, sessionId: string) => userHandler(apiEvent({ method: 'GET', path: '/api/user/getCurrentUserProfile', sub, sessionId }), lambdaContext);

let org: string;
beforeAll(async () => {
  org = (await givenOrganisation(db, 'Sign-in Org')).organisationId;
  await db.configLabel.create({ organisationId: org, codeGroup: 'ASSESSOR', labelId: ulid(), code: 'ASSESSOR', display: 'Coach', createdAt: now, updatedAt: now }).go();
});

describe('auth/login and the session it opens', () => {
  it('answers health without a login', async () => {
    const answer = await handler(apiEvent({ method: 'GET', path: '/api/health' }), lambdaContext);
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer)).toMatchObject({ status: 'SUCCESS', service: 'scheduler' });
  });

  it('opens a session carrying labels, page sizes and the expiry settings, and the profile follows', async () => {
    const { sub, userId } = await givenIdentity('ASSESSOR', org);
    const answer = parseBody(await login(sub));
    expect(answer).toMatchObject({ status: 'SUCCESS', encryptedId: userId, configLabels: [{ code: 'ASSESSOR', display: 'Coach' }], pageSize: [10, 10] });
    expect(answer.sessionExpiry.minutesPrior).toBe(5);
    expect(answer.sessionExpiry.encodedRefreshTokenExpiry).toMatch(/^\d{14}$/);
    const me = parseBody(await profile(sub, answer.sessionId));
    expect(me).toMatchObject({ encryptedId: userId, encryptedOrganisationId: org, organisationName: 'Sign-in Org', roles: ['ROLE_ASSESSOR'], userOrgAccessList: [{ encryptedOrgId: org, organisationName: 'Sign-in Org', active: true }] });
  });

  it('needs a verified identity, and refuses users the table does not know or who have no active access', async () => {
    expect((await handler(apiEvent({ method: 'POST', path: '/api/auth/login', body: {} }), lambdaContext)).statusCode).toBe(401);
    expect((await login('sub-unknown')).statusCode).toBe(403);
    const inactive = await givenIdentity('ORG_ADMIN', org, { active: false });
    const refused = await login(inactive.sub);
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toMatch(/do not have access/);
  });

  it("answers 409 once the user's access is taken away, and 401 for someone else's session", async () => {
    const a = await givenIdentity('ORG_ADMIN', org);
    const b = await givenIdentity('ORG_ADMIN', org);
    const session = parseBody(await login(a.sub)).sessionId;
    expect((await profile(b.sub, session)).statusCode).toBe(401);
    await db.userOrgAccess.patch({ organisationId: org, userId: a.userId }).set({ active: false }).go();
    expect((await profile(a.sub, session)).statusCode).toBe(409);
  });

  it('ends the session on logout', async () => {
    const a = await givenIdentity('ORG_ADMIN', org);
    const session = parseBody(await login(a.sub)).sessionId;
    const out = await handler(apiEvent({ method: 'POST', path: '/api/auth/logout', sub: a.sub, sessionId: session }), lambdaContext);
    expect(out.statusCode).toBe(200);
    expect((await profile(a.sub, session)).statusCode).toBe(409);
  });

  it('answers 501 with the call name for calls not built yet', async () => {
    const answer = await handler(apiEvent({ method: 'POST', path: '/api/auth/requestResetPassword', body: { email: 'a@b.test' } }), lambdaContext);
    expect(answer.statusCode).toBe(501);
    expect(parseBody(answer)).toEqual({ status: 'not_implemented', message: 'auth.requestResetPassword is not implemented yet' });
  });
});
