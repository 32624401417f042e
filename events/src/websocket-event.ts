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
