import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import * as z from 'zod';
import { createDocumentClient } from '@scheduler/aws/dynamo-client';
import { createRealtimePush } from '@scheduler/aws/realtime-push';
import { ENV } from '@scheduler/contracts/env';
import { DomainError } from '@scheduler/core/errors';
import { createDb } from '@scheduler/core/db';
import { systemClock } from '@scheduler/core/ports/clock';
import { ulidIds } from '@scheduler/core/ports/ids';
import { createSessionService } from '@scheduler/core/identity/session';
import type { WebSocketEvent, WebSocketResult } from '@scheduler/events/websocket-event';
import { createAccessTokenVerifier } from '../lib/access-token-verifier.ts';
import { createConnectionStore } from './connection-store.ts';
import { createPushToUser } from './push-to-user.ts';
import { createWsHandler } from './ws-handler.ts';

const configSchema = z.object({
  [ENV.tableName]: z.string().min(1),
  [ENV.jwtIssuer]: z.url(),
  [ENV.wsEndpoint]: z.url(),
  [ENV.userPoolClientId]: z.string().min(1).optional(),
});

/** Everything the WebSocket Lambda needs, built once per container from the environment. */
function wire(env: NodeJS.ProcessEnv) {
  const config = configSchema.parse(env);
  const table = config[ENV.tableName];
  const client = createDocumentClient();
  const db = createDb({ client, table });
  const sessions = createSessionService({ db, clock: systemClock, ids: ulidIds });
  const store = createConnectionStore(db.wsConnection);
  const poster = createRealtimePush(new ApiGatewayManagementApiClient({ endpoint: config[ENV.wsEndpoint] }));
  const handle = createWsHandler({
    verifyToken: createAccessTokenVerifier({ issuer: config[ENV.jwtIssuer], clientId: config[ENV.userPoolClientId] }),
    // The same rule as every HTTP call: the session must be live, not revoked, this user's and this sign-in's, the
    // token issued after the person's last revocation, with roles left.
    async resolveUser(token, sessionId, viewerCountry) {
      try {
        return (await sessions.resolveActor({ sub: token.sub, tokenKey: token.tokenKey, issuedAt: token.issuedAt }, sessionId, { viewerCountry })).userId;
      } catch (e) {
        if (e instanceof DomainError) return undefined;
        throw e;
      }
    },
    store,
    poster,
    clock: systemClock,
    log: (level, message, data) => console[level](JSON.stringify({ level, message, ...data })),
  });
  return { handle, pushToUser: createPushToUser({ store, poster, clock: systemClock }) };
}

let wired: ReturnType<typeof wire> | undefined;
const wiring = () => (wired ??= wire(process.env));

/** Lambda entry of the WebSocket API ($connect, $disconnect, $default). */
export const handler = (event: WebSocketEvent): Promise<WebSocketResult> => wiring().handle(event);

/** Push a live event to every open tab of a user (for other Lambdas in the same environment). */
export const pushToUser = (userId: string, message: unknown) => wiring().pushToUser(userId, message);
