import { randomUUID } from 'node:crypto';
import { gatewayTime } from './gateway-time.ts';

/**
 * An API Gateway WebSocket API event as AWS delivers it to a Lambda proxy integration.
 * ($connect carries headers and the query string; MESSAGE events carry `body` and `messageId`;
 * $disconnect carries the close code.) The aws-lambda typings require `messageId` on every event,
 * which $connect and $disconnect do not have, hence this type.
 */
export interface WebSocketRequestContext {
  routeKey: string;
  eventType: 'CONNECT' | 'DISCONNECT' | 'MESSAGE';
  extendedRequestId: string;
  requestTime: string;
  messageDirection: 'IN';
  stage: string;
  connectedAt: number;
  requestTimeEpoch: number;
  identity: { sourceIp: string; userAgent?: string };
  requestId: string;
  domainName: string;
  connectionId: string;
  apiId: string;
  messageId?: string;
  disconnectStatusCode?: number;
  disconnectReason?: string;
}

export interface WebSocketEvent {
  requestContext: WebSocketRequestContext;
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
  queryStringParameters?: Record<string, string>;
  multiValueQueryStringParameters?: Record<string, string[]>;
  body?: string;
  isBase64Encoded: boolean;
}

/** What a WebSocket route answers; for $connect a non-2xx status refuses the upgrade. */
export interface WebSocketResult {
  statusCode: number;
  body?: string;
}

/** What one WebSocket event holds; the builder below gives it the shape API Gateway hands the ws Lambda. */
export interface WebSocketEventInput {
  routeKey: '$connect' | '$disconnect' | '$default';
  connectionId: string;
  /** The upgrade request's headers ($connect, $disconnect); MESSAGE events carry none. */
  headers?: Record<string, string | string[]>;
  /** The $connect query string; a repeated name keeps its last value in the single-value map. */
  query?: Record<string, string | string[]>;
  body?: string;
  isBase64Encoded?: boolean;
  messageId?: string;
  disconnect?: { statusCode: number; reason: string };
  connectedAt: number;
  at?: Date;
  domainName?: string;
  apiId?: string;
  stage?: string;
  sourceIp?: string;
  userAgent?: string;
  requestId?: string;
  extendedRequestId?: string;
}

const EVENT_TYPES = { $connect: 'CONNECT', $disconnect: 'DISCONNECT', $default: 'MESSAGE' } as const;
const many = (values: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
const single = (values: Record<string, string[]>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.join(',')]));

/** An API Gateway WebSocket event (for the local gateway, tests and samples alike). */
export function webSocketEvent(input: WebSocketEventInput): WebSocketEvent {
  const at = input.at ?? new Date();
  const requestId = input.requestId ?? randomUUID();
  const headers = input.headers && many(input.headers);
  const query = input.query && Object.keys(input.query).length > 0 ? many(input.query) : undefined;
  const userAgent = input.userAgent ?? headers?.['user-agent']?.join(',') ?? headers?.['User-Agent']?.join(',');
  return {
    requestContext: {
      routeKey: input.routeKey,
      eventType: EVENT_TYPES[input.routeKey],
      extendedRequestId: input.extendedRequestId ?? requestId,
      requestTime: gatewayTime(at),
      messageDirection: 'IN',
      stage: input.stage ?? '$default',
      connectedAt: input.connectedAt,
      requestTimeEpoch: at.getTime(),
      identity: { sourceIp: input.sourceIp ?? '127.0.0.1', ...(userAgent !== undefined ? { userAgent } : {}) },
      requestId,
      domainName: input.domainName ?? '127.0.0.1',
      connectionId: input.connectionId,
      apiId: input.apiId ?? 'local',
      ...(input.messageId ? { messageId: input.messageId } : {}),
      ...(input.disconnect ? { disconnectStatusCode: input.disconnect.statusCode, disconnectReason: input.disconnect.reason } : {}),
    },
    ...(headers ? { headers: single(headers), multiValueHeaders: headers } : {}),
    ...(query
      ? {
          queryStringParameters: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v[v.length - 1]])),
          multiValueQueryStringParameters: query,
        }
      : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    isBase64Encoded: input.isBase64Encoded ?? false,
  };
}
