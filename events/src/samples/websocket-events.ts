import type { WebSocketEvent, WebSocketRequestContext } from '../websocket-event.ts';

const context = (routeKey: string, eventType: WebSocketRequestContext['eventType'], connectionId: string): WebSocketRequestContext => ({
  routeKey,
  eventType,
  extendedRequestId: 'Jx6aQFKzywMFpyw=',
  requestTime: '04/Mar/2027:22:05:00 +0000',
  messageDirection: 'IN',
  stage: 'dev',
  connectedAt: 1804197900000,
  requestTimeEpoch: 1804197900123,
  identity: { sourceIp: '203.0.113.10', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' },
  requestId: 'Jx6aQFKzywMFpyw=',
  domainName: 'w1x2y3z4a5.execute-api.ap-southeast-2.amazonaws.com',
  connectionId,
  apiId: 'w1x2y3z4a5',
});

/** $connect with the access token in the `token` query parameter (browsers cannot set headers on a WebSocket). */
/** The $connect query string: the access token and the server session id, when given. */
function query(values: Record<string, string | undefined>) {
  const given = Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined);
  if (given.length === 0) return {};
  return { queryStringParameters: Object.fromEntries(given), multiValueQueryStringParameters: Object.fromEntries(given.map(([k, v]) => [k, [v]])) };
}

export function wsConnectEvent(input: { connectionId?: string; token?: string; session?: string } = {}): WebSocketEvent {
  const connectionId = input.connectionId ?? 'Jx6aQd7hywMCJzQ=';
  const headers = {
    Host: 'w1x2y3z4a5.execute-api.ap-southeast-2.amazonaws.com',
    Origin: 'https://scheduler.example.com',
    'Sec-WebSocket-Extensions': 'permessage-deflate; client_max_window_bits',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version': '13',
    'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
    'X-Amzn-Trace-Id': 'Root=1-65f0a1b2-0123456789abcdef01234567',
    'X-Forwarded-For': '203.0.113.10',
    'X-Forwarded-Port': '443',
    'X-Forwarded-Proto': 'https',
  };
  return {
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    ...query({ token: input.token, session: input.session }),
    requestContext: context('$connect', 'CONNECT', connectionId),
    isBase64Encoded: false,
  };
}

export function wsDisconnectEvent(input: { connectionId?: string } = {}): WebSocketEvent {
  const headers = { Host: 'w1x2y3z4a5.execute-api.ap-southeast-2.amazonaws.com', 'x-api-key': '', 'X-Forwarded-For': '', 'x-restapi': '' };
  return {
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    requestContext: { ...context('$disconnect', 'DISCONNECT', input.connectionId ?? 'Jx6aQd7hywMCJzQ='), disconnectStatusCode: 1001, disconnectReason: 'Going away' },
    isBase64Encoded: false,
  };
}

/** A message on the $default route (no headers on MESSAGE events). */
export function wsMessageEvent(input: { connectionId?: string; body: string }): WebSocketEvent {
  return {
    requestContext: { ...context('$default', 'MESSAGE', input.connectionId ?? 'Jx6aQd7hywMCJzQ='), messageId: 'Jx6bEe3WSwMCJzQ=' },
    body: input.body,
    isBase64Encoded: false,
  };
}

export const wsConnectSample = wsConnectEvent({ token: 'eyJraWQiOiJzYW1wbGUiLCJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzYW1wbGUifQ.c2lnbmF0dXJl' });
export const wsDisconnectSample = wsDisconnectEvent();
export const wsPingSample = wsMessageEvent({ body: '{"action":"ping"}' });
