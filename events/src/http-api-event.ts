import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { gatewayTime } from './gateway-time.ts';

/** What one HTTP API request holds; the builder below gives it the shape API Gateway hands a Lambda. */
export interface HttpApiRequest {
  method: string;
  /** The route path template, e.g. '/api/department/get/{id}' (with the method, the route key). */
  route: string;
  /** The request path; by default the template with the path parameters filled in. */
  rawPath?: string;
  pathParameters?: Record<string, string>;
  /** The query string as sent; by default made from `queryStringParameters`. */
  rawQueryString?: string;
  queryStringParameters?: Record<string, string>;
  /** Lower-case header names; repeated headers joined with commas, as API Gateway does. */
  headers?: Record<string, string>;
  cookies?: string[];
  /** The body as API Gateway passes it: text as it is, anything else base64 (`isBase64Encoded`). */
  body?: string;
  isBase64Encoded?: boolean;
  /** The verified JWT claims (each value a string); without them the event carries no authorizer, as on a public route. */
  claims?: Record<string, string>;
  scopes?: string[];
  /** What a Lambda authorizer handed on (simple responses: `requestContext.authorizer.lambda`), instead of JWT claims. */
  lambdaContext?: Record<string, string | number | boolean>;
  accountId?: string;
  apiId?: string;
  domainName?: string;
  sourceIp?: string;
  protocol?: string;
  requestId?: string;
  at?: Date;
}

/** The HTTP API (payload 2.0) event as API Gateway hands it to a Lambda: for the local gateway, tests and samples alike. */
export function httpApiEvent(request: HttpApiRequest): APIGatewayProxyEventV2WithJWTAuthorizer {
  const routeKey = `${request.method} ${request.route}`;
  const rawPath =
    request.rawPath ?? request.route.replace(/\{(\w+)\+?\}/g, (_, name: string) => encodeURIComponent(request.pathParameters?.[name] ?? ''));
  const query = request.queryStringParameters;
  const headers = request.headers ?? {};
  const domainName = request.domainName ?? '127.0.0.1';
  const at = request.at ?? new Date();
  const nonEmpty = <T extends object>(o: T | undefined) => (o && Object.keys(o).length > 0 ? o : undefined);
  const event = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: request.rawQueryString ?? new URLSearchParams(query ?? {}).toString(),
    ...(request.cookies?.length ? { cookies: request.cookies } : {}),
    headers,
    ...(nonEmpty(query) ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: request.accountId ?? '000000000000',
      apiId: request.apiId ?? 'local',
      ...(request.claims ? { authorizer: { jwt: { claims: request.claims, scopes: request.scopes ?? [] } } } : {}),
      ...(request.lambdaContext ? { authorizer: { lambda: request.lambdaContext } } : {}),
      domainName,
      domainPrefix: domainName.split('.')[0].split(':')[0],
      http: {
        method: request.method,
        path: rawPath,
        protocol: request.protocol ?? 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: request.requestId ?? randomUUID(),
      routeKey,
      stage: '$default',
      time: gatewayTime(at),
      timeEpoch: at.getTime(),
    },
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(nonEmpty(request.pathParameters) ? { pathParameters: request.pathParameters } : {}),
    isBase64Encoded: request.isBase64Encoded ?? false,
  };
  // A public route's event has no authorizer; the handlers' event type (the JWT one) reads it as optional.
  return event as APIGatewayProxyEventV2WithJWTAuthorizer;
}
