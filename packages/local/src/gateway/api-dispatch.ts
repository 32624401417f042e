import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import type { Area, RouteDef } from '@scheduler/contracts/route';
import { lambdaContext } from '@scheduler/events/lambda-context';
import type { LambdaHandler } from '@scheduler/functions/lib/lambda-types';
import { errorAnswer } from '@scheduler/functions/lib/middleware/errors-and-logs';
import { bodyLimitBytes, bodyTooLarge } from '@scheduler/functions/lib/request-limits';
import {
  API_KEY_CONTEXT,
  isApiKeyBearer,
  tokenContext,
  UNVERIFIED_CONTEXT,
  type AuthorizerContext,
} from '@scheduler/functions/api-authorizer/authorizer-context';
import { issuedAtOf, tokenKeyOf } from '@scheduler/functions/lib/access-token-verifier';
import { readBodyUpTo } from '../emulators/listen.ts';
import { buildApiEvent } from './api-event.ts';
import { createRouteMatcher } from './route-match.ts';

export type AreaLoader = (area: Area) => Promise<{ handler: LambdaHandler }>;

export interface ApiDispatchOptions {
  routes: readonly RouteDef[];
  loadArea: AreaLoader;
  authorize: (authorization: string | undefined) => Promise<JWTPayload | undefined>;
  domainName: string;
  /** The origin header CloudFront would add (GatewayOptions.origin). */
  origin?: { header: string; value: string };
}

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
};

/** 413 in the envelope the Lambda's pipeline uses; the connection closes, so the rest of the body is never read. */
function refuseTooLarge(res: ServerResponse, limit: number): void {
  writeResult(res, errorAnswer(bodyTooLarge(limit)));
  res.on('finish', () => res.socket?.destroySoon());
}

/**
 * `/api/*`: route match, JWT authorizer for non-public routes, the body up to the route's limit (request-limits.ts:
 * the pipeline refuses the same deployed), the real area Lambda with an HTTP API v2 event.
 */
export function createApiDispatcher(opts: ApiDispatchOptions) {
  const match = createRouteMatcher(opts.routes);
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const found = match(req.method ?? 'GET', pathname);
    if (found.kind === 'not-found') return sendJson(res, 404, { message: 'Not Found' });
    if (found.kind === 'method-not-allowed') return sendJson(res, 405, { message: 'Method Not Allowed' }, { allow: found.allowed.join(', ') });
    const { route, params } = found;
    let claims: JWTPayload | undefined;
    let authorizerContext: AuthorizerContext | undefined;
    if (route.access.kind !== 'public' && route.apiKeyScope) {
      // The routes an API key may call have the Lambda authorizer deployed (functions/api-authorizer): a key's shape
      // passes to the area Lambda, which checks it; a token is verified here and its claims handed on.
      if (!req.headers.authorization) return sendJson(res, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
      authorizerContext = await lambdaAuthorizerContext(req.headers.authorization, opts.authorize);
    } else if (route.access.kind !== 'public') {
      claims = await opts.authorize(req.headers.authorization);
      if (!claims) return sendJson(res, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
    }
    const limit = bodyLimitBytes(route.bodyType);
    const body = Number(req.headers['content-length']) > limit ? undefined : await readBodyUpTo(req, limit);
    if (!body) return refuseTooLarge(res, limit);
    const event = buildApiEvent({
      req,
      body,
      route,
      params,
      claims,
      lambdaContext: authorizerContext,
      domainName: opts.domainName,
      origin: opts.origin,
    });
    const { handler } = await opts.loadArea(route.area);
    const result = await handler(event, lambdaContext(`scheduler-local-${route.area}`, event.requestContext.requestId));
    writeResult(res, result);
  };
}

/** What the deployed Lambda authorizer (functions/api-authorizer) hands on for this Authorization header. */
async function lambdaAuthorizerContext(authorization: string, authorize: ApiDispatchOptions['authorize']): Promise<AuthorizerContext> {
  if (isApiKeyBearer(authorization)) return API_KEY_CONTEXT;
  const claims = await authorize(authorization);
  if (!claims?.sub) return UNVERIFIED_CONTEXT;
  return tokenContext({
    sub: claims.sub,
    username: typeof claims.username === 'string' ? claims.username : undefined,
    tokenKey: tokenKeyOf(claims),
    issuedAt: issuedAtOf(claims),
  });
}

/** Writes a Lambda proxy result like API Gateway: structured (statusCode, headers, cookies, body) or a bare value as JSON. */
export function writeResult(res: ServerResponse, result: unknown): void {
  const structured = result && typeof result === 'object' && 'statusCode' in result;
  if (!structured) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(typeof result === 'string' ? result : JSON.stringify(result ?? null));
    return;
  }
  const r = result as {
    statusCode: number;
    headers?: Record<string, string | number | boolean>;
    cookies?: string[];
    body?: string;
    isBase64Encoded?: boolean;
  };
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(r.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (r.cookies?.length) headers['set-cookie'] = r.cookies;
  if (!headers['content-type'] && r.body) headers['content-type'] = 'application/json';
  res.writeHead(r.statusCode, headers);
  res.end(r.body === undefined ? undefined : r.isBase64Encoded ? Buffer.from(r.body, 'base64') : r.body);
}
