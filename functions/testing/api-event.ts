import { ENV, localSecretEnv, SECRET } from '@scheduler/contracts/env';
import { httpApiEvent } from '@scheduler/events/http-api-event';
import type { ApiEvent } from '../lib/lambda-types.ts';
import { ORIGIN_HEADER, originSecretText } from '../lib/origin-secret.ts';

/**
 * Test events arrive as CloudFront forwards them, with its origin header; the handlers are given the matching secret
 * the way the local runtime gives it (STAGE=local and a plain value).
 */
export const TEST_ORIGIN_VALUE = 'test-origin-value-that-cloudfront-would-add-0001';
process.env[ENV.stage] ??= 'local';
process.env[localSecretEnv(SECRET.originVerify)] ??= originSecretText({ current: TEST_ORIGIN_VALUE });

/** A request of a handler test: the route template and what fills it, and the signed-in caller when there is one. */
export interface ApiRequest {
  method: 'GET' | 'POST';
  /** The route template ("/api/department/get/{id}"); params fill it. */
  path: string;
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  sub?: string;
  /** Further verified claims (e.g. origin_jti), as the authorizer passes them. */
  claims?: Record<string, string>;
  sessionId?: string;
  headers?: Record<string, string>;
}

/** An API Gateway HTTP API (v2) event as the deployed JWT authorizer passes it, for handler tests. */
export function apiEvent(opts: ApiRequest): ApiEvent {
  return httpApiEvent({
    method: opts.method,
    route: opts.path,
    pathParameters: opts.params,
    queryStringParameters: opts.query,
    headers: {
      'content-type': 'application/json',
      [ORIGIN_HEADER]: TEST_ORIGIN_VALUE,
      ...(opts.sessionId ? { 'x-session-id': opts.sessionId } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
    claims: opts.sub ? { sub: opts.sub, username: opts.sub, token_use: 'access', ...opts.claims } : undefined,
  });
}

export function parseBody(result: { body?: string }): any {
  return result.body ? JSON.parse(result.body) : undefined;
}
