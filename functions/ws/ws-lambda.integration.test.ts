import { afterAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet } from 'jose';
import type { Realtime } from '@scheduler/core/ports/realtime';
import { wsConnectEvent, wsDisconnectEvent, wsMessageEvent } from '@scheduler/events/samples/websocket-events';
import { testDb } from '@scheduler/local/testing/test-db';
import { createAccessTokenVerifier } from '../lib/access-token-verifier.ts';
import { getDeps, setDeps } from '../lib/deps.ts';
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
setDeps({
  ...base,
  config: { ...base.config, jwtIssuer: ISSUER },
  realtime,
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
});
