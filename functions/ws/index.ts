import type { Context } from 'aws-lambda';
import { ENV } from '@scheduler/contracts/env';
import { DomainError } from '@scheduler/core/errors';
import { createSessionService } from '@scheduler/core/identity/session';
import { readSessionSettings } from '@scheduler/core/live-session/session-settings';
import { createSessionRelay } from '@scheduler/core/live-session/session-relay';
import { openLaunchId } from '@scheduler/core/meeting/meeting-launch-link';
import type { WebSocketEvent, WebSocketResult } from '@scheduler/events/websocket-event';
import { getDeps, type Deps } from '../lib/deps.ts';
import { inInvocation, logger } from '../lib/logger.ts';
import { launchSettings } from '../meeting/meeting-deps.ts';
import { createConnectionStore } from './connection-store.ts';
import { createPushToUser } from './push-to-user.ts';
import { createWsHandler } from './ws-handler.ts';

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
  });
  const handle = createWsHandler({
    verifyToken: deps.verifyAccessToken,
    // The same rule as every HTTP call: the session must be live, not revoked, this user's and this sign-in's, the
    // token issued after the person's last revocation, with roles left.
    async resolveUser(token, sessionId, viewerCountry) {
      try {
        return (await sessions.resolveActor({ sub: token.sub, tokenKey: token.tokenKey, issuedAt: token.issuedAt }, sessionId, { viewerCountry }))
          .userId;
      } catch (e) {
        if (e instanceof DomainError) return undefined;
        throw e;
      }
    },
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
