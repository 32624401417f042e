import { afterAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet } from 'jose';
import { SECRET } from '@scheduler/contracts/env';
import type { Realtime } from '@scheduler/core/ports/realtime';
import { wsConnectEvent, wsDisconnectEvent, wsMessageEvent } from '@scheduler/events/samples/websocket-events';
import { testDb } from '@scheduler/local/testing/test-db';
import { createAccessTokenVerifier } from '../lib/access-token-verifier.ts';
import { getDeps, setDeps } from '../lib/deps.ts';
import { ORIGIN_HEADER, originSecretText } from '../lib/origin-secret.ts';
import { testTokenIssuer } from '../testing/test-tokens.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

/** The WebSocket Lambda as deployed: wired from the dependencies every Lambda shares (lib/deps.ts), on DynamoDB Local. */

const { db } = testDb();
const ISSUER = 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_ws';
const tokens = await testTokenIssuer(ISSUER);
const posted: { connectionId: string; message: unknown }[] = [];
const realtime: Realtime = {
  post: async (connectionId, message) => (posted.push({ connectionId, message }), 'sent'),
  disconnect: async () => undefined,
};
const base = getDeps();
/** The origin header value CloudFront adds (the ORIGIN_VERIFY secret's current value). */
const CLOUDFRONT_VALUE = 'the-value-cloudfront-adds-on-its-origins-0001';
setDeps({
  ...base,
  config: { ...base.config, jwtIssuer: ISSUER },
  realtime,
  secrets: async (name) => (name === SECRET.originVerify ? originSecretText({ current: CLOUDFRONT_VALUE }) : base.secrets(name)),
  verifyAccessToken: createAccessTokenVerifier({ issuer: ISSUER, clientId: 'client-1', jwks: createLocalJWKSet(tokens.jwks) }),
});
afterAll(() => setDeps(undefined));

const world = await givenTwoOrganisations(db);
/** The access token of the sign-in that opened `session` (its origin_jti names the session's token key). */
const tokenOf = (sub: string, sessionId: string) => tokens.sign({ sub, origin_jti: `tk-${sessionId}` });

describe('the WebSocket Lambda', () => {
  it('keeps a connection of a live session, answers ping through the realtime port and forgets it on disconnect', async () => {
    const { candidate } = world.a;
    const connectionId = `conn-${candidate.userId}`;
    const connect = await handler(
      wsConnectEvent({ connectionId, token: await tokenOf(candidate.sub, candidate.sessionId), session: candidate.sessionId }),
    );
    expect(connect.statusCode).toBe(200);
    expect((await db.wsConnection.get({ connectionId }).go()).data).toMatchObject({
      userId: candidate.userId,
      identitySub: candidate.sub,
      sessionId: candidate.sessionId,
    });
    expect((await handler(wsMessageEvent({ connectionId, body: 'ping' }))).statusCode).toBe(200);
    expect(posted).toEqual([{ connectionId, message: { type: 'pong' } }]);
    expect((await handler(wsDisconnectEvent({ connectionId }))).statusCode).toBe(200);
    expect((await db.wsConnection.get({ connectionId }).go()).data).toBeNull();
  });

  it("refuses a token of another sign-in than the session's, and a revoked session", async () => {
    const { assessor, admin } = world.a;
    const other = await handler(
      wsConnectEvent({ connectionId: `conn-${assessor.userId}`, token: await tokenOf(assessor.sub, admin.sessionId), session: assessor.sessionId }),
    );
    expect(other.statusCode).toBe(401);
    await db.session.patch({ sessionId: admin.sessionId }).set({ revoked: true }).go();
    const revoked = await handler(
      wsConnectEvent({ connectionId: `conn-${admin.userId}`, token: await tokenOf(admin.sub, admin.sessionId), session: admin.sessionId }),
    );
    expect(revoked.statusCode).toBe(401);
    expect((await db.wsConnection.get({ connectionId: `conn-${admin.userId}` }).go()).data).toBeNull();
  });

  it('takes a viewer country only from CloudFront: a restricted organisation is refused (503) on a forged or absent one', async () => {
    const { organisationId } = await world.organisation('Restricted to AU', { config: { countryRestriction: ['AU'] } });
    const person = await world.signedIn(await world.member(organisationId, 'CANDIDATE'));
    const connect = async (connectionId: string, headers: Record<string, string>) => {
      const event = wsConnectEvent({ connectionId, token: await tokenOf(person.sub, person.sessionId), session: person.sessionId });
      return (await handler({ ...event, headers: { ...event.headers, ...headers } })).statusCode;
    };
    // Straight to the WebSocket API (no origin header, or a guessed one): the caller's own country header is not taken.
    expect(await connect('forged', { 'CloudFront-Viewer-Country': 'AU' })).toBe(503);
    expect(await connect('guessed', { 'CloudFront-Viewer-Country': 'AU', [ORIGIN_HEADER]: 'a-guess-of-the-value-long-enough-0001' })).toBe(503);
    expect(await connect('none', {})).toBe(503);
    // Through the distribution: its country counts, for and against.
    expect(await connect('from-nz', { 'CloudFront-Viewer-Country': 'NZ', [ORIGIN_HEADER]: CLOUDFRONT_VALUE })).toBe(503);
    expect(await connect('from-au', { 'CloudFront-Viewer-Country': 'AU', [ORIGIN_HEADER]: CLOUDFRONT_VALUE })).toBe(200);
    const stored = await db.wsConnection.query.byUser({ userId: person.userId }).go();
    expect(stored.data.map((c) => [c.connectionId, c.viewerCountry])).toEqual([['from-au', 'AU']]);
    // An organisation without a restriction needs no country.
    const { candidate } = world.a;
    const open = await handler(
      wsConnectEvent({ connectionId: 'unrestricted', token: await tokenOf(candidate.sub, candidate.sessionId), session: candidate.sessionId }),
    );
    expect(open.statusCode).toBe(200);
  });
});
