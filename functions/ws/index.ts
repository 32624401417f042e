import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import * as z from 'zod';
import { createDocumentClient } from '@scheduler/aws/dynamo-client';
import { createRealtimePush } from '@scheduler/aws/realtime-push';
import { ENV } from '@scheduler/contracts/env';
import { sessionEntity } from '@scheduler/core/entities/session';
import { userEntity } from '@scheduler/core/entities/user';
import { wsConnectionEntity } from '@scheduler/core/entities/ws-connection';
import { systemClock } from '@scheduler/core/ports/clock';
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
  const entityConfig = { client, table };
  const users = userEntity(entityConfig);
  const sessions = sessionEntity(entityConfig);
  const store = createConnectionStore(wsConnectionEntity(entityConfig));
  const poster = createRealtimePush(new ApiGatewayManagementApiClient({ endpoint: config[ENV.wsEndpoint] }));
  const handle = createWsHandler({
    verifyToken: createAccessTokenVerifier({ issuer: config[ENV.jwtIssuer], clientId: config[ENV.userPoolClientId] }),
    async resolveUser({ sub }, sessionId) {
      const user = (await users.query.byIdentity({ identitySub: sub }).go()).data[0];
      if (!user || user.status === 'ARCHIVED') return undefined;
      const session = (await sessions.get({ sessionId }).go()).data;
      const expired = session && session.expiresAt <= Math.floor(systemClock.now().getTime() / 1000);
      if (!session || session.revoked || expired || session.userId !== user.userId) return undefined;
      return user.userId;
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
