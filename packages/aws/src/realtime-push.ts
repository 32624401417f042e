import {
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
  type ApiGatewayManagementApiClient,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { Realtime } from '@scheduler/core/ports/realtime';

/** The Realtime port over API Gateway's management API. */
export type RealtimePush = Realtime;

const isGone = (e: unknown) =>
  e instanceof GoneException ||
  (e as { name?: string })?.name === 'GoneException' ||
  (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 410;

/**
 * RealtimePush over the API Gateway @connections API. The client must be built with the stage's
 * management endpoint (env WS_MANAGEMENT_ENDPOINT, `https://{apiId}.execute-api.{region}.amazonaws.com/{stage}`).
 */
export function createRealtimePush(client: ApiGatewayManagementApiClient): RealtimePush {
  return {
    async post(connectionId, message) {
      const data = typeof message === 'string' ? message : JSON.stringify(message);
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) }));
        return 'sent';
      } catch (e) {
        if (isGone(e)) return 'gone';
        throw e;
      }
    },
    async disconnect(connectionId) {
      try {
        await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
      } catch (e) {
        if (!isGone(e)) throw e;
      }
    },
  };
}
