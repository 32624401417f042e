import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { webcrypto } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RouteDef } from '@scheduler/contracts/route';
import type { ApiEvent, ApiResult, LambdaHandler } from '@scheduler/functions/lib/lambda-types';
import { BODY_LIMIT_BYTES } from '@scheduler/functions/lib/request-limits';
import { freePort } from '../emulators/dynamodb.ts';
import { OutboxStore } from '../outbox/outbox-store.ts';
import { startGateway, type Gateway } from './http.ts';
import type { WsEvent } from './websocket.ts';

const ISSUER = 'http://localhost:9229/local_test';
const CLIENT = 'client-1';
const routes = [
  { area: 'department', operation: 'get', method: 'GET', path: '/api/department/get/{id}', access: { kind: 'signedIn' }, spec: '3', summary: 'get' },
  {
    area: 'department',
    operation: 'save',
    method: 'POST',
    path: '/api/department/save',
    access: { kind: 'roles', roles: [] },
    spec: '3',
    summary: 'save',
  },
  { area: 'signup', operation: 'check', method: 'GET', path: '/api/signup/check', access: { kind: 'public' }, spec: '1', summary: 'check' },
  {
    area: 'meeting',
    operation: 'get',
    method: 'GET',
    path: '/api/meeting/get/{id}',
    access: { kind: 'roles', roles: [] },
    apiKeyScope: 'meetings:read',
    spec: '2',
    summary: 'get',
  },
  { area: 'upload', operation: 'file', method: 'POST', path: '/api/upload/file/{kind}', access: { kind: 'public' }, spec: '2', summary: 'upload' },
] as unknown as RouteDef[];

let gateway: Gateway;
let base: string;
let privateKey: webcrypto.CryptoKey;
let authorization: string;
let otherKey: webcrypto.CryptoKey;
const events: ApiEvent[] = [];
const wsEvents: WsEvent[] = [];

const token = (claims: Record<string, unknown>, key = privateKey, issuer = ISSUER) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).setIssuer(issuer).setIssuedAt().setExpirationTime('1h').sign(key);
const access = (extra: Record<string, unknown> = {}) =>
  token({
    token_use: 'access',
    client_id: CLIENT,
    sub: 'u-1',
    username: 'u-1',
    'cognito:groups': ['admin', 'staff'],
    scope: 'aws.cognito.signin.user.admin',
    ...extra,
  });

const fakeArea: LambdaHandler = async (event): Promise<ApiResult> => {
  events.push(event);
  if (event.rawPath.endsWith('/binary'))
    return { statusCode: 200, headers: { 'content-type': 'application/pdf' }, body: Buffer.from('%PDF-1').toString('base64'), isBase64Encoded: true };
  return { statusCode: 200, headers: { 'x-area': 'yes' }, cookies: ['a=1; Path=/', 'b=2; Path=/'], body: JSON.stringify({ status: 'SUCCESS' }) };
};

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'CognitoLocal', alg: 'RS256', use: 'sig' };
  const port = await freePort();
  gateway = await startGateway({
    port,
    routes,
    auth: { issuer: ISSUER, clientId: CLIENT, jwks: createLocalJWKSet({ keys: [jwk] }) },
    origin: { header: 'X-Origin-Verify', value: 'the-cloudfront-origin-value' },
    outbox: new OutboxStore(),
    runtimeConfig: {
      stage: 'local',
      region: 'ap-southeast-2',
      userPoolId: 'local_test',
      userPoolClientId: CLIENT,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBase: '',
      wsUrl: `ws://127.0.0.1:${port}/ws`,
    },
    loadArea: async () => ({ handler: fakeArea }),
    loadWsHandler: async () => async (event) => {
      wsEvents.push(event);
      if (event.requestContext.routeKey === '$connect' && event.queryStringParameters?.token !== 'good') return { statusCode: 401 };
      return { statusCode: 200 };
    },
    log: () => undefined,
  });
  base = gateway.url;
  authorization = `Bearer ${await access()}`;
});
afterAll(() => gateway?.stop());
beforeEach(() => {
  events.length = 0;
  wsEvents.length = 0;
});

describe('local HTTP API gateway', () => {
  it('answers 401 like API Gateway without a token, with a bad one, a foreign key, an id token or another client', async () => {
    const bad = [
      undefined,
      'Bearer nonsense',
      `Bearer ${await token({ token_use: 'access', client_id: CLIENT }, otherKey)}`,
      `Bearer ${await access({ token_use: 'id' })}`,
      `Bearer ${await access({ client_id: 'other' })}`,
      `Bearer ${await token({ token_use: 'access', client_id: CLIENT }, privateKey, 'http://evil/pool')}`,
    ];
    for (const authorization of bad) {
      const res = await fetch(`${base}/api/department/get/42`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(events).toHaveLength(0);
  });

  it('on a route a key may call, hands the Lambda authorizer’s context on: a key’s shape, or a verified token’s claims', async () => {
    const key = `sch_01JQ0KEY000000000000000001_${'k'.repeat(43)}`;
    expect((await fetch(`${base}/api/meeting/get/7`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    expect((await fetch(`${base}/api/meeting/get/7`, { headers: { authorization: `Bearer ${await access({ jti: 'j-1' })}` } })).status).toBe(200);
    expect((await fetch(`${base}/api/meeting/get/7`, { headers: { authorization: 'Bearer nonsense' } })).status).toBe(200);
    expect((await fetch(`${base}/api/meeting/get/7`)).status).toBe(401);
    expect(events.map((e) => e.requestContext.authorizer)).toEqual([
      { lambda: { credential: 'api-key' } },
      { lambda: { credential: 'access-token', sub: 'u-1', token_use: 'access', username: 'u-1', origin_jti: 'j-1', iat: expect.any(Number) } },
      { lambda: { credential: 'none' } },
    ]);
    // A key on a route for people only: 401 like a bad token, the area never called.
    const res = await fetch(`${base}/api/department/get/42`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
    expect(events).toHaveLength(3);
  });

  it('passes a good token’s claims as strings, path and query parameters, and the v2 event shape', async () => {
    const res = await fetch(`${base}/api/department/get/a%20b?x=1&x=2&y=z`, {
      headers: { authorization: `Bearer ${await access()}`, cookie: 'c1=v1; c2=v2', 'X-Custom': 'Hi' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-area')).toBe('yes');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await res.json()).toEqual({ status: 'SUCCESS' });
    const e = events[0];
    expect(e.version).toBe('2.0');
    expect(e.routeKey).toBe('GET /api/department/get/{id}');
    expect(e.rawPath).toBe('/api/department/get/a%20b');
    expect(e.rawQueryString).toBe('x=1&x=2&y=z');
    expect(e.queryStringParameters).toEqual({ x: '1,2', y: 'z' });
    expect(e.pathParameters).toEqual({ id: 'a b' });
    expect(e.cookies).toEqual(['c1=v1', 'c2=v2']);
    expect(e.headers['x-custom']).toBe('Hi');
    expect(e.headers.cookie).toBeUndefined();
    expect(e.requestContext.stage).toBe('$default');
    expect(e.requestContext.routeKey).toBe(e.routeKey);
    expect(e.requestContext.http).toMatchObject({ method: 'GET', path: '/api/department/get/a%20b', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1' });
    const claims = e.requestContext.authorizer.jwt.claims;
    expect(claims['cognito:groups']).toBe('[admin staff]');
    expect(claims.client_id).toBe(CLIENT);
    expect(typeof claims.iat).toBe('string');
    expect(Object.values(claims).every((v) => typeof v === 'string')).toBe(true);
    expect(e.requestContext.authorizer.jwt.scopes).toEqual(['aws.cognito.signin.user.admin']);
    expect(e.body).toBeUndefined();
    expect(e.isBase64Encoded).toBe(false);
  });

  it("adds CloudFront's origin header to every API event, replacing a caller's own", async () => {
    await fetch(`${base}/api/signup/check`);
    await fetch(`${base}/api/signup/check`, { headers: { 'x-origin-verify': 'forged' } });
    expect(events.map((e) => e.headers['x-origin-verify'])).toEqual(['the-cloudfront-origin-value', 'the-cloudfront-origin-value']);
  });

  it('calls public routes without a token and without an authorizer block', async () => {
    const res = await fetch(`${base}/api/signup/check`);
    expect(res.status).toBe(200);
    expect(events[0].requestContext.authorizer).toBeUndefined();
    expect(events[0].pathParameters).toBeUndefined();
    expect(events[0].queryStringParameters).toBeUndefined();
  });

  it('answers 404 for an unknown route and 405 for a wrong method', async () => {
    const unknown = await fetch(`${base}/api/nothing/here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not Found' });
    const wrong = await fetch(`${base}/api/department/save`);
    expect(wrong.status).toBe(405);
    expect(events).toHaveLength(0);
  });

  it('passes JSON as text and multipart as base64, byte for byte', async () => {
    const json = JSON.stringify({ name: 'Zoë' });
    await fetch(`${base}/api/department/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await access()}`, 'content-type': 'application/json' },
      body: json,
    });
    expect(events[0]).toMatchObject({ body: json, isBase64Encoded: false });

    const form = new FormData();
    const bytes = new Uint8Array([0, 255, 1, 254, 137, 80, 78, 71]);
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'x.png');
    const req = new Request(`${base}/api/upload/file/photo`, { method: 'POST', body: form });
    const sent = Buffer.from(await req.clone().arrayBuffer());
    await fetch(req);
    const e = events[1];
    expect(e.isBase64Encoded).toBe(true);
    expect(e.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Buffer.from(e.body!, 'base64').equals(sent)).toBe(true);
  });

  it('refuses a JSON body above 256 KB with 413 in the envelope, from its declared length, without calling the area', async () => {
    const res = await fetch(`${base}/api/department/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await access()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES.default) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      status: 'PAYLOAD_TOO_LARGE',
      code: 'request.too_large',
      message: 'The request is too large: at most 256 KB may be sent.',
    });
    expect(events).toHaveLength(0);
  });

  it('stops reading a streamed body at the limit: 413, the connection closed, the area never called', async () => {
    const { request } = await import('node:http');
    const url = new URL(`${base}/api/signup/check`);
    let sent = 0;
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = request({
        host: url.hostname,
        port: url.port,
        path: '/api/department/save',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.setHeader('authorization', authorization);
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += String(d)));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (sent < 64 * chunk.length && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    }).catch((e: Error) => ({ status: undefined, body: e.message }));
    // The client may still be writing when the gateway answers and closes: either it read the 413, or the write failed.
    if (answer.status !== undefined) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'PAYLOAD_TOO_LARGE', code: 'request.too_large' });
    } else expect(answer.body).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    expect(sent).toBeLessThan(64 * 64 * 1024);
    expect(events).toHaveLength(0);
  });

  it('decodes a base64 result body', async () => {
    const res = await fetch(`${base}/api/upload/file/binary`, { method: 'POST' });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('%PDF-1');
  });

  it('serves config.json and the outbox JSON', async () => {
    expect(await (await fetch(`${base}/config.json`)).json()).toMatchObject({ authFlowType: 'USER_PASSWORD_AUTH', apiBase: '' });
    expect(await (await fetch(`${base}/_outbox/messages.json`)).json()).toEqual([]);
  });
});

describe('local WebSocket API and @connections', () => {
  const open = (query: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/ws${query}`);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    });

  it('refuses a connection the $connect handler refuses', async () => {
    await expect(open('?token=bad')).rejects.toThrow('status 401');
    expect(wsEvents[0].requestContext).toMatchObject({ routeKey: '$connect', eventType: 'CONNECT' });
  });

  it("adds CloudFront's origin header to $connect, replacing the caller's own, and passes the caller's viewer country", async () => {
    const ws = await new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/ws?token=good`, {
        headers: { 'X-Origin-Verify': 'a guess', 'CloudFront-Viewer-Country': 'NZ' },
      });
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
    expect(wsEvents[0].headers).toMatchObject({ 'x-origin-verify': 'the-cloudfront-origin-value', 'cloudfront-viewer-country': 'NZ' });
    ws.close();
    await expect.poll(() => wsEvents.some((e) => e.requestContext.routeKey === '$disconnect')).toBe(true);
  });

  it('routes $connect/$default/$disconnect and pushes, describes, deletes through ApiGatewayManagementApiClient; 410 once gone', async () => {
    const ws = await open('?token=good');
    const id = wsEvents[0].requestContext.connectionId;
    expect(wsEvents[0].queryStringParameters).toEqual({ token: 'good' });
    const client = new ApiGatewayManagementApiClient({
      endpoint: base,
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });

    const received = new Promise<string>((r) => ws.once('message', (d) => r(d.toString())));
    await client.send(new PostToConnectionCommand({ ConnectionId: id, Data: Buffer.from('{"hello":1}') }));
    expect(await received).toBe('{"hello":1}');

    ws.send('ping');
    await expect.poll(() => wsEvents.find((e) => e.requestContext.routeKey === '$default')?.body).toBe('ping');

    const info = await client.send(new GetConnectionCommand({ ConnectionId: id }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');

    const closed = new Promise((r) => ws.once('close', r));
    await client.send(new DeleteConnectionCommand({ ConnectionId: id }));
    await closed;
    await expect.poll(() => wsEvents.some((e) => e.requestContext.routeKey === '$disconnect')).toBe(true);
    await expect(client.send(new PostToConnectionCommand({ ConnectionId: id, Data: Buffer.from('x') }))).rejects.toBeInstanceOf(GoneException);
    const raw = await fetch(`${base}/@connections/${encodeURIComponent(id)}`, { method: 'POST', body: 'x' });
    expect(raw.status).toBe(410);
    expect(raw.headers.get('x-amzn-errortype')).toBe('GoneException');
    client.destroy();
  });
});
