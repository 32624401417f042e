import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { httpApiEvent } from '../http-api-event.ts';

/**
 * Claims of a Cognito access token as the HTTP API JWT authorizer passes them: every value a string
 * (numbers stringified, `cognito:groups` as "[a b]").
 */
export const SAMPLE_ACCESS_TOKEN_CLAIMS: Record<string, string> = {
  sub: '5a1c2f3e-8d7b-4c6a-9e0f-1b2c3d4e5f60',
  'cognito:groups': '[ROLE_ORG_ADMIN]',
  iss: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_AbCdEfGhI',
  client_id: '3n4b5v6c7x8z9l0k1j2h3g4f5d',
  origin_jti: '0f9e8d7c-6b5a-4f3e-2d1c-0b9a8f7e6d5c',
  event_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  token_use: 'access',
  scope: 'aws.cognito.signin.user.admin',
  auth_time: '1804197900',
  exp: '1804201500',
  iat: '1804197900',
  jti: '7c6b5a4f-3e2d-4c1b-0a9f-8e7d6c5b4a3f',
  username: '5a1c2f3e-8d7b-4c6a-9e0f-1b2c3d4e5f60',
};

export interface SampleRequest {
  method: string;
  /** The route path template, e.g. '/api/department/get/{id}'. */
  route: string;
  pathParameters?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  claims?: Record<string, string>;
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** A deployed-looking HTTP API (payload 2.0) event with a verified JWT: AWS's account, API, domain and headers. */
export function sampleHttpApiEvent(input: SampleRequest): APIGatewayProxyEventV2WithJWTAuthorizer {
  const body = input.body === undefined ? undefined : typeof input.body === 'string' ? input.body : JSON.stringify(input.body);
  return httpApiEvent({
    method: input.method,
    route: input.route,
    pathParameters: input.pathParameters,
    queryStringParameters: input.queryStringParameters,
    body,
    headers: {
      accept: 'application/json, text/plain, */*',
      'accept-encoding': 'gzip, deflate, br',
      authorization: 'Bearer eyJraWQiOiJzYW1wbGUiLCJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzYW1wbGUifQ.c2lnbmF0dXJl',
      'content-length': String(body ? Buffer.byteLength(body) : 0),
      ...(body ? { 'content-type': 'application/json' } : {}),
      host: 'a1b2c3d4e5.execute-api.ap-southeast-2.amazonaws.com',
      origin: 'https://scheduler.example.com',
      'user-agent': BROWSER,
      'x-amzn-trace-id': 'Root=1-65f0a1b2-0123456789abcdef01234567',
      'x-forwarded-for': '203.0.113.10',
      'x-forwarded-port': '443',
      'x-forwarded-proto': 'https',
      ...input.headers,
    },
    claims: input.claims ?? SAMPLE_ACCESS_TOKEN_CLAIMS,
    scopes: ['aws.cognito.signin.user.admin'],
    accountId: '123456789012',
    apiId: 'a1b2c3d4e5',
    domainName: 'a1b2c3d4e5.execute-api.ap-southeast-2.amazonaws.com',
    sourceIp: '203.0.113.10',
    requestId: 'Jx5mPhyvywMEbXA=',
    at: new Date(1804197900000),
  });
}

/** A ready-made sample: an organisation admin saving a department. */
export const httpApiJwtSample = sampleHttpApiEvent({
  method: 'POST',
  route: '/api/department/save',
  body: { name: 'Recruitment', description: 'Hiring team', encryptedOrganisationId: '01JQ0ORG0000000000000000AA' },
});
