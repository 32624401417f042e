import type { Context } from 'aws-lambda';
import { ENV, localSecretEnv, SECRET } from '@scheduler/contracts/env';
import type { ApiEvent } from '../lib/lambda-types.ts';
import { ORIGIN_HEADER, originSecretText } from '../lib/origin-secret.ts';

/**
 * Test events arrive as CloudFront forwards them, with its origin header; the handlers are given the matching secret
 * the way the local runtime gives it (STAGE=local and a plain value).
 */
export const TEST_ORIGIN_VALUE = 'test-origin-value-that-cloudfront-would-add-0001';
process.env[ENV.stage] ??= 'local';
process.env[localSecretEnv(SECRET.originVerify)] ??= originSecretText({ current: TEST_ORIGIN_VALUE });

/**
 * An API Gateway HTTP API (v2) event as the deployed JWT authorizer passes it, for handler tests.
 * `path` is the route template ("/api/department/get/{id}"); params fill it.
 */
export function apiEvent(opts: {
  method: 'GET' | 'POST';
  path: string;
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  sub?: string;
  /** Further verified claims (e.g. origin_jti), as the authorizer passes them. */
  claims?: Record<string, string>;
  sessionId?: string;
  headers?: Record<string, string>;
}): ApiEvent {
  const rawPath = opts.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(opts.params?.[k] ?? ''));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [ORIGIN_HEADER]: TEST_ORIGIN_VALUE,
    ...(opts.sessionId ? { 'x-session-id': opts.sessionId } : {}),
    ...opts.headers,
  };
  return {
    version: '2.0',
    routeKey: `${opts.method} ${opts.path}`,
    rawPath,
    rawQueryString: new URLSearchParams(opts.query ?? {}).toString(),
    headers,
    queryStringParameters: opts.query,
    pathParameters: opts.params,
    body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: '127.0.0.1',
      domainPrefix: '127',
      http: { method: opts.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: `${opts.method} ${opts.path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: opts.sub ? { sub: opts.sub, username: opts.sub, token_use: 'access', ...opts.claims } : {}, scopes: [] } },
    },
  } as ApiEvent;
}

export const lambdaContext = {
  functionName: 'test',
  awsRequestId: 'test',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;

export function parseBody(result: { body?: string }): any {
  return result.body ? JSON.parse(result.body) : undefined;
}
