import type { WebSocketEvent, WebSocketResult } from '@scheduler/events/websocket-event';
import { wsConnectionExpiresAt } from '@scheduler/core/realtime/ws-connection-entity';
import type { Clock } from '@scheduler/core/ports/clock';
import type { SessionRelay } from '@scheduler/core/live-session/session-relay';
import type { AccessTokenVerifier, VerifiedAccessToken } from '../lib/access-token-verifier.ts';
import type { ConnectionStore } from './connection-store.ts';
import type { ConnectionPoster } from './push-to-user.ts';

/** Who a $connect is: the product's user, or why not (a location refusal answers 503, as for HTTP calls). */
export type ConnectCaller = { userId: string } | { refused: 'unauthenticated' | 'location' };

export interface WsHandlerDeps {
  verifyToken: AccessTokenVerifier;
  /**
   * The viewer country of a $connect (lower-cased headers), only when the upgrade came through the distribution:
   * CloudFront's secret origin header verified (functions/lib/origin-secret.ts). Undefined otherwise, whatever
   * CloudFront-Viewer-Country header the caller sent, so a socket opened around the distribution cannot claim one.
   */
  trustedCountry(headers: Readonly<Record<string, string | undefined>>): Promise<string | undefined>;
  /**
   * The caller of a verified token and its server session, by the rule of every HTTP call (the session live, not
   * revoked, this user's and this sign-in's; roles left); `viewerCountry` (trusted only) feeds the organisation's
   * country restriction, which refuses a restricted organisation's caller when none is known.
   */
  resolveUser(token: VerifiedAccessToken, sessionId: string, viewerCountry?: string): Promise<ConnectCaller>;
  store: ConnectionStore;
  poster: ConnectionPoster;
  clock: Clock;
  /** The live-session relay: `action: 'session'` messages, and the room a closing connection leaves. */
  session?: Pick<SessionRelay, 'message' | 'disconnect'>;
  log?: (level: 'info' | 'warn', message: string, data?: Record<string, unknown>) => void;
}

const ok: WebSocketResult = { statusCode: 200 };
const unauthorized: WebSocketResult = { statusCode: 401, body: 'Unauthorized' };
const locationRefused: WebSocketResult = { statusCode: 503, body: 'Service Unavailable' };
export const PONG = { type: 'pong' } as const;

/** 'ping' as text or JSON with action or type 'ping'. */
export function isPing(body: string | undefined): boolean {
  const text = body?.trim() ?? '';
  if (text === 'ping') return true;
  try {
    const json = JSON.parse(text) as { action?: unknown; type?: unknown };
    return json?.action === 'ping' || json?.type === 'ping';
  } catch {
    return false;
  }
}

/** The JSON object of a message body, or undefined. */
function jsonOf(body: string | undefined): Record<string, unknown> | undefined {
  try {
    const json: unknown = JSON.parse(body ?? '');
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The WebSocket API routes: $connect checks the `token` query parameter (a Cognito access token) and the
 * `session` one (the server session the HTTP calls send as x-session-id), with the viewer country only where
 * CloudFront vouches for it, and stores the connection; $disconnect
 * deletes it (and its live-session attendee leaves the room); $default answers ping with pong and hands
 * `action: 'session'` messages of a stored connection to the live-session relay.
 */
export function createWsHandler(deps: WsHandlerDeps) {
  const log = deps.log ?? (() => undefined);
  return async function handle(event: WebSocketEvent): Promise<WebSocketResult> {
    const { routeKey, connectionId } = event.requestContext;
    switch (routeKey) {
      case '$connect': {
        const token = event.queryStringParameters?.token;
        const sessionId = event.queryStringParameters?.session;
        if (!token || !sessionId) return unauthorized;
        let verified: VerifiedAccessToken;
        try {
          verified = await deps.verifyToken(token);
        } catch (e) {
          log('warn', 'ws connect refused: invalid token', { reason: (e as Error).message });
          return unauthorized;
        }
        const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
        const viewerCountry = await deps.trustedCountry(headers);
        const caller = await deps.resolveUser(verified, sessionId, viewerCountry);
        if ('refused' in caller) {
          log('warn', 'ws connect refused', { reason: caller.refused });
          return caller.refused === 'location' ? locationRefused : unauthorized;
        }
        const now = deps.clock.now();
        await deps.store.save({
          connectionId,
          userId: caller.userId,
          identitySub: verified.sub,
          sessionId,
          ...(verified.tokenKey ? { tokenKey: verified.tokenKey } : {}),
          ...(verified.issuedAt !== undefined ? { tokenIssuedAt: verified.issuedAt } : {}),
          ...(viewerCountry ? { viewerCountry } : {}),
          connectedAt: now.toISOString(),
          expiresAt: wsConnectionExpiresAt(now),
        });
        return ok;
      }
      case '$disconnect':
        if (deps.session) await deps.session.disconnect(connectionId);
        else await deps.store.remove(connectionId);
        return ok;
      default: {
        if (isPing(event.body)) {
          if ((await deps.poster.post(connectionId, PONG)) === 'gone') await deps.store.remove(connectionId);
          return ok;
        }
        const json = jsonOf(event.body);
        if (deps.session && json?.action === 'session') {
          const connection = await deps.store.get(connectionId);
          if (!connection) return unauthorized;
          await deps.session.message(connection, json);
          return ok;
        }
        log('info', 'ws message ignored', { routeKey });
        return { statusCode: 400, body: 'Unsupported message' };
      }
    }
  };
}
