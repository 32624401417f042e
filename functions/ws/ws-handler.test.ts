import { createLocalJWKSet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { wsConnectEvent, wsDisconnectEvent, wsMessageEvent } from '@scheduler/events/samples/websocket-events';
import { createAccessTokenVerifier } from '../lib/access-token-verifier.ts';
import { inMemoryConnectionStore } from './in-memory-connection-store.ts';
import { testTokenIssuer } from '../testing/test-tokens.ts';
import { createWsHandler, isPing, type WsHandlerDeps } from './ws-handler.ts';

const issuer = 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_test';
const now = new Date('2027-03-04T22:05:00.000Z');
let tokens: Awaited<ReturnType<typeof testTokenIssuer>>;
beforeAll(async () => {
  tokens = await testTokenIssuer(issuer);
});

const ORIGIN = 'the-secret-value-cloudfront-adds';

function setup(opts: { gone?: boolean; knownSubs?: Record<string, string>; session?: WsHandlerDeps['session']; onlyFrom?: string } = {}) {
  const store = inMemoryConnectionStore();
  const posted: { connectionId: string; message: unknown }[] = [];
  const knownSubs = opts.knownSubs ?? { 'sub-1': 'USER-1' };
  const countries: (string | undefined)[] = [];
  const handle = createWsHandler({
    verifyToken: createAccessTokenVerifier({ issuer, clientId: 'client-1', jwks: createLocalJWKSet(tokens.jwks), clock: { now: () => now } }),
    trustedCountry: async (headers) => (headers['x-origin-verify'] === ORIGIN ? headers['cloudfront-viewer-country'] : undefined),
    resolveUser: async ({ sub }, _session, country) => {
      countries.push(country);
      if (!knownSubs[sub]) return { refused: 'unauthenticated' };
      if (opts.onlyFrom && country !== opts.onlyFrom) return { refused: 'location' };
      return { userId: knownSubs[sub] };
    },
    store,
    poster: {
      async post(connectionId, message) {
        posted.push({ connectionId, message });
        return opts.gone ? 'gone' : 'sent';
      },
    },
    clock: { now: () => now },
    session: opts.session,
  });
  return { handle, store, posted, countries };
}

/** A $connect event with these headers added to the browser's own. */
const withHeaders = (event: ReturnType<typeof wsConnectEvent>, headers: Record<string, string>) => ({
  ...event,
  headers: { ...event.headers, ...headers },
});

describe('ws handler', () => {
  it('$connect with a valid access token stores the connection under the user for 2 hours', async () => {
    const { handle, store } = setup();
    const res = await handle(wsConnectEvent({ connectionId: 'conn-1', token: await tokens.sign({}, { issuedAt: now }), session: 'session-1' }));
    expect(res.statusCode).toBe(200);
    expect(store.items.get('conn-1')).toEqual({
      connectionId: 'conn-1',
      userId: 'USER-1',
      identitySub: 'sub-1',
      sessionId: 'session-1',
      tokenKey: 'session-1',
      tokenIssuedAt: now.getTime() / 1000,
      connectedAt: '2027-03-04T22:05:00.000Z',
      expiresAt: now.getTime() / 1000 + 7200,
    });
  });

  it('$connect takes the viewer country only when CloudFront vouches for it; a refused location answers 503', async () => {
    const { handle, store, countries } = setup({ onlyFrom: 'AU' });
    const connect = async (connectionId: string, headers: Record<string, string>) =>
      (await handle(withHeaders(wsConnectEvent({ connectionId, token: await tokens.sign({}, { issuedAt: now }), session: 's' }), headers)))
        .statusCode;
    // The caller's own CloudFront-Viewer-Country (no origin header, or a wrong one) is not taken.
    expect(await connect('forged', { 'CloudFront-Viewer-Country': 'AU' })).toBe(503);
    expect(await connect('wrong', { 'CloudFront-Viewer-Country': 'AU', 'X-Origin-Verify': 'guess' })).toBe(503);
    expect(await connect('through', { 'CloudFront-Viewer-Country': 'AU', 'X-Origin-Verify': ORIGIN })).toBe(200);
    expect(countries).toEqual([undefined, undefined, 'AU']);
    expect([...store.items.keys()]).toEqual(['through']);
    expect(store.items.get('through')?.viewerCountry).toBe('AU');
  });

  it('$connect without a token answers 401 and stores nothing', async () => {
    const { handle, store } = setup();
    expect((await handle(wsConnectEvent({ connectionId: 'c' }))).statusCode).toBe(401);
    expect((await handle(wsConnectEvent({ connectionId: 'c', token: '' }))).statusCode).toBe(401);
    // A valid token without the server session it belongs to is refused too.
    expect((await handle(wsConnectEvent({ connectionId: 'c', token: await tokens.sign({}, { issuedAt: now }) }))).statusCode).toBe(401);
    expect(store.items.size).toBe(0);
  });

  it('$connect with an invalid, expired or id token answers 401', async () => {
    const { handle, store } = setup();
    for (const token of [
      'garbage',
      await tokens.sign({}, { issuedAt: new Date(now.getTime() - 7200_000), expiresIn: Math.floor(now.getTime() / 1000) - 1 }),
      await tokens.sign({ token_use: 'id' }, { issuedAt: now }),
    ]) {
      expect((await handle(wsConnectEvent({ connectionId: 'c', token }))).statusCode).toBe(401);
    }
    expect(store.items.size).toBe(0);
  });

  it('$connect of a user the product does not know (or whose session ended) answers 401', async () => {
    const { handle, store } = setup({ knownSubs: {} });
    expect((await handle(wsConnectEvent({ connectionId: 'c', token: await tokens.sign({}, { issuedAt: now }) }))).statusCode).toBe(401);
    expect(store.items.size).toBe(0);
  });

  it('$disconnect deletes the connection', async () => {
    const { handle, store } = setup();
    await handle(wsConnectEvent({ connectionId: 'conn-1', token: await tokens.sign({}, { issuedAt: now }), session: 'session-1' }));
    expect((await handle(wsDisconnectEvent({ connectionId: 'conn-1' }))).statusCode).toBe(200);
    expect(store.items.has('conn-1')).toBe(false);
  });

  it('$default answers ping with pong through the management API', async () => {
    const { handle, posted } = setup();
    expect((await handle(wsMessageEvent({ connectionId: 'conn-1', body: '{"action":"ping"}' }))).statusCode).toBe(200);
    expect(posted).toEqual([{ connectionId: 'conn-1', message: { type: 'pong' } }]);
  });

  it('$default ping on a gone connection deletes it', async () => {
    const { handle, store } = setup({ gone: true });
    await store.save({ connectionId: 'conn-1', userId: 'USER-1', identitySub: 'sub-1', connectedAt: now.toISOString(), expiresAt: 1 });
    await handle(wsMessageEvent({ connectionId: 'conn-1', body: 'ping' }));
    expect(store.items.size).toBe(0);
  });

  it('$default refuses anything else without answering on the socket', async () => {
    const { handle, posted } = setup();
    expect((await handle(wsMessageEvent({ connectionId: 'conn-1', body: '{"action":"subscribe"}' }))).statusCode).toBe(400);
    expect(posted).toEqual([]);
  });

  it("$default hands a stored connection's session message to the live-session relay", async () => {
    const seen: unknown[] = [];
    const { handle, store } = setup({
      session: { message: async (conn, body) => void seen.push([conn.connectionId, conn.userId, body]), disconnect: async () => undefined },
    });
    await store.save({
      connectionId: 'conn-1',
      userId: 'USER-1',
      identitySub: 'sub-1',
      sessionId: 's',
      connectedAt: now.toISOString(),
      expiresAt: 1,
    });
    const body = { action: 'session', op: 'watch', meetingId: 'm-1' };
    expect((await handle(wsMessageEvent({ connectionId: 'conn-1', body: JSON.stringify(body) }))).statusCode).toBe(200);
    expect(seen).toEqual([['conn-1', 'USER-1', body]]);
    // A connection the store does not know (never connected, or already forgotten) is not relayed.
    expect((await handle(wsMessageEvent({ connectionId: 'conn-x', body: JSON.stringify(body) }))).statusCode).toBe(401);
    expect(seen).toHaveLength(1);
  });

  it('$disconnect lets the live-session relay forget the connection (its attendee leaves the room)', async () => {
    const dropped: string[] = [];
    const { handle } = setup({ session: { message: async () => undefined, disconnect: async (id) => void dropped.push(id) } });
    expect((await handle(wsDisconnectEvent({ connectionId: 'conn-1' }))).statusCode).toBe(200);
    expect(dropped).toEqual(['conn-1']);
  });

  it('recognises the ping forms', () => {
    expect(['ping', ' ping ', '{"action":"ping"}', '{"type":"ping"}'].every(isPing)).toBe(true);
    expect(['pong', '', '{}', 'null', '[1]'].some(isPing)).toBe(false);
    expect(isPing(undefined)).toBe(false);
  });
});
