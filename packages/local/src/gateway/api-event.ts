import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import type { RouteDef } from '@scheduler/contracts/route';
import { httpApiEvent } from '@scheduler/events/http-api-event';
import type { ApiEvent } from '@scheduler/functions/lib/lambda-types';
import { VIEWER_ADDRESS_HEADER } from '@scheduler/functions/lib/viewer-address';
import { renderClaims, scopesOf } from './jwt-auth.ts';

const TEXT_TYPES = /^(text\/|application\/(json|xml|javascript|graphql)\b|application\/[^;]*\+(json|xml)\b)/i;

/** API Gateway passes text bodies as they are and base64-encodes every other body (multipart, form, binary). */
export const isTextBody = (contentType: string | undefined): boolean => !contentType || TEXT_TYPES.test(contentType);

export interface EventInput {
  req: IncomingMessage;
  body: Buffer;
  route: RouteDef;
  params: Record<string, string>;
  claims?: JWTPayload;
  /** What the Lambda authorizer of an API key route hands on (`requestContext.authorizer.lambda`), instead of JWT claims. */
  lambdaContext?: Record<string, string | number | boolean>;
  domainName: string;
  /** A header CloudFront adds on the way (replacing the caller's own of that name). */
  origin?: { header: string; value: string };
}

/** The HTTP API (payload 2.0) event of a request to the local gateway, exactly as the deployed API hands it to the area Lambda. */
export function buildApiEvent({ req, body, route, params, claims, lambdaContext, domainName, origin }: EventInput): ApiEvent {
  const url = new URL(req.url ?? '/', 'http://local');
  const rawUrl = req.url ?? '';
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    const value = req.rawHeaders[i + 1];
    if (name === 'cookie') {
      cookies = [
        ...(cookies ?? []),
        ...value
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      ];
      continue;
    }
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  if (origin) {
    headers[origin.header.toLowerCase()] = origin.value;
    // CloudFront names the viewer's address and port (replacing a caller's own header of the name).
    headers[VIEWER_ADDRESS_HEADER] = `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const text = isTextBody(headers['content-type']);
  return httpApiEvent({
    method: req.method ?? 'GET',
    route: route.path,
    rawPath: url.pathname,
    pathParameters: params,
    rawQueryString: rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '',
    queryStringParameters: query,
    headers,
    cookies,
    ...(body.length ? { body: text ? body.toString('utf8') : body.toString('base64'), isBase64Encoded: !text } : {}),
    ...(claims ? { claims: renderClaims(claims), scopes: scopesOf(claims) } : {}),
    ...(lambdaContext ? { lambdaContext } : {}),
    domainName,
    sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
    protocol: `HTTP/${req.httpVersion}`,
  });
}
