import type { Context } from 'aws-lambda';
import { ENV, SECRET } from '@scheduler/contracts/env';
import { DomainError } from '@scheduler/core/errors';
import { createSessionService, type IdentityClaims } from '@scheduler/core/identity/session';
import { readSessionSettings } from '@scheduler/core/live-session/session-settings';
import { createSessionRelay } from '@scheduler/core/live-session/session-relay';
import { openLaunchId } from '@scheduler/core/meeting/meeting-launch-link';
import { closeConnections } from '@scheduler/core/realtime/close-connections';
import type { WebSocketEvent, WebSocketResult } from '@scheduler/events/websocket-event';
import { getDeps, type Deps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';
import { acceptedOriginValues, ORIGIN_HEADER, sameOriginValue } from '../lib/origin-secret.ts';
import { launchSettings } from '../meeting/meeting-deps.ts';
import { createConnectionStore } from './connection-store.ts';
import { createPushToUser } from './push-to-user.ts';
import { type ConnectCaller, createWsHandler } from './ws-handler.ts';

/** The sign-in check of every HTTP call (resolveActor) for a socket: the caller, or why not. */
async function callerOf(
  sessions: ReturnType<typeof createSessionService>,
  claims: IdentityClaims,
  sessionId: string,
  viewerCountry: string | undefined,
): Promise<ConnectCaller> {
  try {
    return { userId: (await sessions.resolveActor(claims, sessionId, { viewerCountry })).userId };
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return { refused: e.code === 'auth.country_not_allowed' ? 'location' : 'unauthenticated' };
  }
}

/** The WebSocket Lambda's routes and push, from the dependencies every Lambda is wired with (lib/deps.ts). */
function wire(deps: Deps) {
  if (!deps.config.jwtIssuer) throw new Error(`${ENV.jwtIssuer} is not set: the WebSocket API cannot verify an access token`);
  if (!deps.realtime) throw new Error(`${ENV.wsEndpoint} is not set: the WebSocket API cannot answer its connections`);
  const sessions = createSessionService(deps);
  const store = createConnectionStore(deps.db.wsConnection);
  const poster = deps.realtime;
  const session = createSessionRelay({
    ...deps,
    post: (connectionId, message) => poster.post(connectionId, message),
    rules: (organisationId) => readSessionSettings(deps.db, organisationId),
    // Page URLs carry the sealed launch form of the meeting id (meeting-launch-link.ts).
    async resolveMeetingId(id) {
      const { key } = await launchSettings(deps);
      return (key && openLaunchId(key, id)) || id;
    },
    // The sign-in is checked again with what $connect stored, as the next HTTP call of that page would be.
    async signedIn(conn) {
      if (!conn.identitySub || !conn.sessionId) return false;
      const claims = { sub: conn.identitySub, tokenKey: conn.tokenKey, issuedAt: conn.tokenIssuedAt };
      const caller = await callerOf(sessions, claims, conn.sessionId, conn.viewerCountry);
      return 'userId' in caller && caller.userId === conn.userId;
    },
    close: (connectionId) => closeConnections(deps, [{ connectionId }]),
  });
  const handle = createWsHandler({
    verifyToken: deps.verifyAccessToken,
    // CloudFront adds the secret origin header and CloudFront-Viewer-Country (web-stack.ts); the local gateway plays
    // CloudFront. A country header without the secret is the caller's own word and is not taken.
    async trustedCountry(headers) {
      const given = headers[ORIGIN_HEADER];
      if (!given) return undefined;
      const text = await deps.secrets(SECRET.originVerify);
      const accepted = text ? acceptedOriginValues(text) : [];
      return accepted.some((value) => sameOriginValue(given, value)) ? headers[deps.config.countryHeader] : undefined;
    },
    // The same rule as every HTTP call: the session must be live, not revoked, this user's and this sign-in's, the
    // token issued after the person's last revocation, with roles left, from an allowed country.
    resolveUser: (token, sessionId, viewerCountry) =>
      callerOf(sessions, { sub: token.sub, tokenKey: token.tokenKey, issuedAt: token.issuedAt }, sessionId, viewerCountry),
    store,
    poster,
    session,
    clock: deps.clock,
    log: (level, message, data) => logger[level](message, data ?? {}),
  });
  return { handle, pushToUser: createPushToUser({ store, poster, clock: deps.clock }) };
}

// Wired once per set of dependencies (once per container deployed; again when a test or the local runtime swaps them).
const wired = new WeakMap<Deps, ReturnType<typeof wire>>();
function wiring() {
  const deps = getDeps();
  let own = wired.get(deps);
  if (!own) wired.set(deps, (own = wire(deps)));
  return own;
}

/** Lambda entry of the WebSocket API ($connect, $disconnect, $default). */
export const handler = (event: WebSocketEvent, context?: Context): Promise<WebSocketResult> =>
  inInvocation({ routeKey: event.requestContext.routeKey, connectionId: event.requestContext.connectionId }, context, () => wiring().handle(event));

/** Push a live event to every open tab of a user (for other Lambdas in the same environment). */
export const pushToUser = (userId: string, message: unknown) => wiring().pushToUser(userId, message);
