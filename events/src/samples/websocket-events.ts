import { webSocketEvent, type WebSocketEvent, type WebSocketEventInput } from '../websocket-event.ts';

/** What every deployed-looking sample shares: AWS's API, domain and stage, one browser, one moment. */
const DEPLOYED = {
  domainName: 'w1x2y3z4a5.execute-api.ap-southeast-2.amazonaws.com',
  apiId: 'w1x2y3z4a5',
  stage: 'dev',
  sourceIp: '203.0.113.10',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
  requestId: 'Jx6aQFKzywMFpyw=',
  connectedAt: 1804197900000,
  at: new Date(1804197900123),
} satisfies Partial<WebSocketEventInput>;

const CONNECTION = 'Jx6aQd7hywMCJzQ=';

/** $connect with the access token and the server session id in the query string (browsers cannot set headers on a WebSocket). */
export function wsConnectEvent(input: { connectionId?: string; token?: string; session?: string } = {}): WebSocketEvent {
  const query = Object.fromEntries(
    Object.entries({ token: input.token, session: input.session }).filter((e): e is [string, string] => e[1] !== undefined),
  );
  return webSocketEvent({
    ...DEPLOYED,
    routeKey: '$connect',
    connectionId: input.connectionId ?? CONNECTION,
    headers: {
      Host: DEPLOYED.domainName,
      Origin: 'https://scheduler.example.com',
      'Sec-WebSocket-Extensions': 'permessage-deflate; client_max_window_bits',
      'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version': '13',
      'User-Agent': DEPLOYED.userAgent,
      'X-Amzn-Trace-Id': 'Root=1-65f0a1b2-0123456789abcdef01234567',
      'X-Forwarded-For': DEPLOYED.sourceIp,
      'X-Forwarded-Port': '443',
      'X-Forwarded-Proto': 'https',
    },
    query,
  });
}

export function wsDisconnectEvent(input: { connectionId?: string } = {}): WebSocketEvent {
  return webSocketEvent({
    ...DEPLOYED,
    routeKey: '$disconnect',
    connectionId: input.connectionId ?? CONNECTION,
    headers: { Host: DEPLOYED.domainName, 'x-api-key': '', 'X-Forwarded-For': '', 'x-restapi': '' },
    disconnect: { statusCode: 1001, reason: 'Going away' },
  });
}

/** A message on the $default route (no headers on MESSAGE events). */
export function wsMessageEvent(input: { connectionId?: string; body: string }): WebSocketEvent {
  return webSocketEvent({
    ...DEPLOYED,
    routeKey: '$default',
    connectionId: input.connectionId ?? CONNECTION,
    body: input.body,
    messageId: 'Jx6bEe3WSwMCJzQ=',
  });
}

export const wsConnectSample = wsConnectEvent({ token: 'eyJraWQiOiJzYW1wbGUiLCJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzYW1wbGUifQ.c2lnbmF0dXJl' });
export const wsDisconnectSample = wsDisconnectEvent();
export const wsPingSample = wsMessageEvent({ body: '{"action":"ping"}' });
