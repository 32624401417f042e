import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet } from 'jose';
import { ulid } from 'ulid';
import type { Identity, IdentityMfaMethod } from '@scheduler/core/ports/identity';
import { createSessionService } from '@scheduler/core/identity/session';
import { testDb } from '@scheduler/local/testing/test-db';
import { createAccessTokenVerifier } from '../lib/access-token-verifier.ts';
import { getDeps, setDeps } from '../lib/deps.ts';
import { testTokenIssuer } from '../testing/test-tokens.ts';
import { handler as userHandler } from '../user/index.ts';
import { handler as authHandler } from '../auth/index.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
/** The 2-step methods the identity provider has turned on, by username (what decides a 2-step organisation). */
const poolMethods = new Map<string, IdentityMfaMethod[]>();
const ISSUER = 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_switch';
const tokens = await testTokenIssuer(ISSUER);
setDeps({
  ...getDeps(),
  identity: { mfaMethodsOf: async (username: string) => poolMethods.get(username) ?? [] } as unknown as Identity,
  verifyAccessToken: createAccessTokenVerifier({ issuer: ISSUER, clientId: 'client-1', jwks: createLocalJWKSet(tokens.jwks) }),
});
afterAll(() => setDeps(undefined));
type Caller = SignedIn;
const COUNTRY = 'cloudfront-viewer-country';
const switchData = (who: Caller, headers?: Record<string, string>) =>
  invoke(handler, { method: 'GET', path: '/api/organisation/getSwitchData', sub: who.sub, sessionId: who.sessionId, headers });
const countries = (who: Caller) =>
  invoke(handler, { method: 'GET', path: '/api/organisation/getAccessCountries', sub: who.sub, sessionId: who.sessionId });
const switchTo = (who: Caller, organisationId: string, headers?: Record<string, string>) =>
  invoke(userHandler, {
    method: 'POST',
    path: '/api/user/updateDefaultOrganisation/{organisationId}',
    params: { organisationId },
    sub: who.sub,
    sessionId: who.sessionId,
    headers,
  });
const sessionOrg = async (sessionId: string) => (await db.session.get({ sessionId }).go()).data!.organisationId;
const defaultOrg = async (userId: string) => (await db.user.get({ userId }).go()).data!.defaultOrganisationId;
const timezones = (who: Caller, organisationId: string) =>
  invoke(handler, {
    method: 'GET',
    path: '/api/organisation/getTimezoneList/{organisationId}',
    params: { organisationId },
    sub: who.sub,
    sessionId: who.sessionId,
  });
const now = () => new Date().toISOString();

const world = await givenTwoOrganisations(db, { names: ['Switch Red', 'Switch Blue'] });
/** The assessor works for both organisations (and the locked and the closed one); the candidate only for red. */
const {
  a: { organisationId: red, candidate: loner },
  b: { organisationId: blue },
  shared: assessor,
  gridAdmin: grid,
} = world;
let locked: string;
let closed: string;

beforeAll(async () => {
  await db.organisation
    .patch({ organisationId: red })
    .set({ config: { switchColor: '#ff0000;#ffffff' } })
    .go();
  await db.organisation
    .patch({ organisationId: blue })
    .set({ config: { switchColor: '#0000ff;#ffffff', pageSizeManageMeeting: 20, pageSizeManageBooking: 30 } })
    .go();
  locked = (await world.organisation('Switch Locked', { config: { countryRestriction: ['NZ'] } })).organisationId;
  closed = (await world.organisation('Switch Closed', { active: false })).organisationId;
  await db.configLabel
    .create({ organisationId: blue, codeGroup: 'ASSESSOR', labelId: ulid(), code: 'ASSESSOR', display: 'Coach', createdAt: now(), updatedAt: now() })
    .go();
  for (const organisationId of [locked, closed]) await world.grantAccess(assessor, organisationId);
});

describe('organisation/getSwitchData', () => {
  it('lists the active organisations of the user with their colours', async () => {
    const data = parseBody(await switchData(assessor));
    expect(data).toMatchObject({ show: true, colors: '#ff0000;#ffffff', defaultOrgName: 'Switch Red' });
    expect(data.switchList).toEqual([
      { organisationName: 'Switch Blue', encryptedOrgId: blue, switchColor: '#0000ff;#ffffff' },
      { organisationName: 'Switch Locked', encryptedOrgId: locked },
      { organisationName: 'Switch Red', encryptedOrgId: red, switchColor: '#ff0000;#ffffff' },
    ]);
  });

  it('hides the dropdown with one organisation and shows the grid admin every active one', async () => {
    expect(parseBody(await switchData(loner))).toMatchObject({ show: false, switchList: [{ organisationName: 'Switch Red', encryptedOrgId: red }] });
    const names = parseBody(await switchData(grid)).switchList.map((o: { organisationName: string }) => o.organisationName);
    expect(names).toEqual(expect.arrayContaining(['Switch Red', 'Switch Blue', 'Switch Locked']));
    expect(names).not.toContain('Switch Closed');
  });
});

describe('user/updateDefaultOrganisation', () => {
  it("moves the session and the default organisation, answering the new organisation's labels and page sizes", async () => {
    const answer = await switchTo(assessor, blue);
    expect(answer.statusCode).toBe(200);
    expect(parseBody(answer)).toEqual({
      status: 'SUCCESS',
      message: 'Organisation switched to Switch Blue.',
      configLabels: [{ code: 'ASSESSOR', display: 'Coach' }],
      pageSize: [20, 30],
      mfaEnabled: false,
    });
    expect(await sessionOrg(assessor.sessionId)).toBe(blue);
    expect((await db.user.get({ userId: assessor.userId }).go()).data!.defaultOrganisationId).toBe(blue);
    expect(parseBody(await switchData(assessor)).defaultOrgName).toBe('Switch Blue');
    const audit = (await db.auditLog.query.byRef({ refType: 'User', refId: assessor.userId }).go()).data.map((r) => r.logMsg);
    expect(audit).toContain('Organisation switched to Switch Blue.');
    expect((await switchTo(assessor, red)).statusCode).toBe(200);
  });

  it('into a 2-step organisation without a method: the session is held to set-up and the switch back, the default is unchanged', async () => {
    const strict = (await world.organisation('Switch Strict', { mfaEnabled: true })).organisationId;
    await world.grantAccess(assessor, strict);
    const before = await defaultOrg(assessor.userId);
    const answer = parseBody(await switchTo(assessor, strict));
    expect(answer).toMatchObject({ status: 'SUCCESS', mfaEnabled: true });
    expect(answer.mfaType).toBeUndefined();
    expect((await db.session.get({ sessionId: assessor.sessionId }).go()).data!.mfaPending).toBe(true);
    expect(await defaultOrg(assessor.userId)).toBe(before);
    const held = await timezones(assessor, strict);
    expect(held.statusCode).toBe(403);
    expect(parseBody(held).message).toBe('2-Step Authentication set-up is required before you continue.');
    // The switch stays open: the dropdown, and the switch back, which releases the session.
    expect((await switchData(assessor)).statusCode).toBe(200);
    const back = parseBody(await switchTo(assessor, red));
    expect(back).toMatchObject({ status: 'SUCCESS', mfaEnabled: false });
    expect((await db.session.get({ sessionId: assessor.sessionId }).go()).data).toMatchObject({ organisationId: red, mfaPending: false });
    expect((await timezones(assessor, red)).statusCode).toBe(200);
  });

  it('completing the 2-step set-up after such a switch makes that organisation the default', async () => {
    const strict = (await world.organisation('Switch Strict Done', { mfaEnabled: true })).organisationId;
    // A person who never chose a default organisation.
    const person = await world.signedIn(await world.member(red, 'ASSESSOR', {}, { defaultOrganisationId: undefined }));
    await world.grantAccess(person, strict);
    expect(parseBody(await switchTo(person, strict)).mfaType).toBeUndefined();
    expect(await defaultOrg(person.userId)).toBeUndefined();
    await createSessionService(getDeps()).completeMfaSetup(person.sessionId);
    expect(await defaultOrg(person.userId)).toBe(strict);
    expect((await timezones(person, strict)).statusCode).toBe(200);
  });

  it("decides by the identity provider's methods: a method there lets the switch through, one only in the table does not", async () => {
    const strict = (await world.organisation('Switch Strict Pool', { mfaEnabled: true })).organisationId;
    const withApp = await world.signedIn(await world.member(red, 'ASSESSOR'));
    const tableOnly = await world.signedIn(await world.member(red, 'ASSESSOR'));
    for (const who of [withApp, tableOnly]) {
      await world.grantAccess(who, strict);
      await db.user.patch({ userId: who.userId }).set({ mfaType: 'EMAIL' }).go();
    }
    poolMethods.set((await db.user.get({ userId: withApp.userId }).go()).data!.username, ['APP']);
    expect(parseBody(await switchTo(withApp, strict))).toMatchObject({ status: 'SUCCESS', mfaEnabled: true, mfaType: 'APP' });
    expect(await defaultOrg(withApp.userId)).toBe(strict);
    expect((await timezones(withApp, strict)).statusCode).toBe(200);
    const held = parseBody(await switchTo(tableOnly, strict));
    expect(held.mfaType).toBeUndefined();
    expect((await db.session.get({ sessionId: tableOnly.sessionId }).go()).data!.mfaPending).toBe(true);
  });

  it('a grid admin who switched into a 2-step organisation is never locked out: switch back, or sign in again where they were', async () => {
    const strict = (await world.organisation('Switch Strict Grid', { mfaEnabled: true })).organisationId;
    const admin = await world.signedIn(world.gridAdmin);
    await db.user.patch({ userId: admin.userId }).set({ defaultOrganisationId: red }).go();
    expect(parseBody(await switchTo(admin, strict))).toMatchObject({ status: 'SUCCESS', mfaEnabled: true });
    expect(await defaultOrg(admin.userId)).toBe(red);
    // A new sign-in starts in the default organisation, and its answer agrees with its session.
    const login = parseBody(
      await invoke(authHandler, {
        method: 'POST',
        path: '/api/auth/login',
        body: {},
        headers: { authorization: `Bearer ${await tokens.sign({ sub: admin.sub, origin_jti: ulid() })}` },
      }),
    );
    expect(login).toMatchObject({ status: 'SUCCESS', mfaEnabled: false });
    expect((await db.session.get({ sessionId: login.sessionId }).go()).data).toMatchObject({ organisationId: red, mfaPending: false });
    // The held session switches back.
    expect(parseBody(await switchTo(admin, red)).status).toBe('SUCCESS');
    expect((await timezones(admin, red)).statusCode).toBe(200);
  });

  it('keeps the absolute end of the session, and shortens it to what the new organisation allows', async () => {
    const brief = (
      await world.organisation('Switch Brief', { config: { sessionExpiryAlert: { minutesPrior: 1, message: 'Soon', maxSessionMinutes: 20 } } })
    ).organisationId;
    const person = await world.signedIn(await world.member(red, 'ASSESSOR'));
    await world.grantAccess(person, brief);
    const { data: before } = await db.session.get({ sessionId: person.sessionId }).go();
    expect(parseBody(await switchTo(person, brief)).status).toBe('SUCCESS');
    const { data: after } = await db.session.get({ sessionId: person.sessionId }).go();
    const end = Math.floor(new Date(before!.createdAt).getTime() / 1000) + 20 * 60;
    expect(after).toMatchObject({ organisationId: brief, absoluteExpiresAt: end, expiresAt: Math.min(before!.expiresAt, end) });
  });

  it('refuses organisations without an active access, and inactive organisations', async () => {
    const other = (await world.organisation('Switch Elsewhere')).organisationId;
    const none = await switchTo(loner, other);
    expect(none.statusCode).toBe(422);
    expect(parseBody(none).message).toBe('You do not have access to the selected Organisation.');
    expect((await switchTo(assessor, closed)).statusCode).toBe(422);
    await world.grantAccess(loner, other, { status: 'INACTIVE', statusReason: 'Deactivated' });
    expect((await switchTo(loner, other)).statusCode).toBe(422);
    expect(await sessionOrg(loner.sessionId)).toBe(red);
    expect((await switchTo(grid, other)).statusCode).toBe(200);
    expect(await sessionOrg(grid.sessionId)).toBe(other);
  });

  it('answers COUNTRY_NOT_ALLOWED when the viewer country is missing or not allowed', async () => {
    const missing = await switchTo(assessor, locked);
    expect(missing.statusCode).toBe(200);
    expect(parseBody(missing)).toEqual({ status: 'COUNTRY_NOT_ALLOWED', message: 'This application is not accessible from your current location' });
    expect(parseBody(await switchTo(assessor, locked, { [COUNTRY]: 'AU' })).status).toBe('COUNTRY_NOT_ALLOWED');
    expect(await sessionOrg(assessor.sessionId)).toBe(red);
    const allowed = await switchTo(assessor, locked, { [COUNTRY]: 'NZ' });
    expect(parseBody(allowed).status).toBe('SUCCESS');
    expect(await sessionOrg(assessor.sessionId)).toBe(locked);
    expect((await switchData(assessor, { [COUNTRY]: 'NZ' })).statusCode).toBe(200);
  });
});

describe('organisation/getAccessCountries', () => {
  it('gives the grid admin the ISO country codes, AU and NZ first', async () => {
    const answer = parseBody(await countries(grid));
    const codes = answer.message.split(',');
    expect(codes.slice(0, 2)).toEqual(['AU', 'NZ']);
    expect(codes).toEqual(expect.arrayContaining(['GB', 'US', 'SG']));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c: string) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect((await countries(loner)).statusCode).toBe(403);
  });
});
