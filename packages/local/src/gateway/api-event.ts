import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import type { Context } from 'aws-lambda';
import type { RouteDef } from '@scheduler/contracts/route';
import type { ApiEvent } from '@scheduler/functions/lib/lambda-types';
import { renderClaims, scopesOf } from './jwt-auth.ts';

const TEXT_TYPES = /^(text\/|application\/(json|xml|javascript|graphql)\b|application\/[^;]*\+(json|xml)\b)/i;

/** API Gateway passes text bodies as they are and base64-encodes every other body (multipart, form, binary). */
export const isTextBody = (contentType: string | undefined): boolean => !contentType || TEXT_TYPES.test(contentType);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `12/Mar/2020:19:03:58 +0000`, API Gateway's requestContext.time. */
function gatewayTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

export interface EventInput {
  req: IncomingMessage;
  body: Buffer;
  route: RouteDef;
  params: Record<string, string>;
  claims?: JWTPayload;
  domainName: string;
  /** A header CloudFront adds on the way (replacing the caller's own of that name). */
  origin?: { header: string; value: string };
}

/** The HTTP API (payload 2.0) event exactly as the deployed API hands it to the area Lambda. */
export function buildApiEvent({ req, body, route, params, claims, domainName, origin }: EventInput): ApiEvent {
  const url = new URL(req.url ?? '/', 'http://local');
  const rawQueryString = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?') + 1) : '';
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    const value = req.rawHeaders[i + 1];
    if (name === 'cookie') {
      cookies = [...(cookies ?? []), ...value.split(';').map((c) => c.trim()).filter(Boolean)];
      continue;
    }
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  if (origin) headers[origin.header.toLowerCase()] = origin.value;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const now = new Date();
  const requestId = randomUUID();
  const routeKey = `${route.method} ${route.path}`;
  const text = isTextBody(headers['content-type']);
  const event = {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: claims ? { jwt: { claims: renderClaims(claims), scopes: scopesOf(claims) } } : undefined,
      domainName,
      domainPrefix: domainName.split('.')[0].split(':')[0],
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: gatewayTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: text ? body.toString('utf8') : body.toString('base64') } : {}),
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    isBase64Encoded: body.length > 0 && !text,
  };
  if (!claims) delete (event.requestContext as { authorizer?: unknown }).authorizer;
  return event as unknown as ApiEvent;
}

/** A Lambda context for one local invocation of the area function. */
export function lambdaContext(area: string, requestId: string): Context {
  const started = Date.now();
  const functionName = `scheduler-local-${area}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:ap-southeast-2:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, 29_000 - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
