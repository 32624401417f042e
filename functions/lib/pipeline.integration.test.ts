import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineRoute, PUBLIC } from '@scheduler/contracts/route';
import { testDb } from '@scheduler/local/testing/test-db';
import { apiEvent, parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler as departments } from '../department/index.ts';
import { createArea } from './create-area.ts';
import { handle } from './handle.ts';
import { BODY_LIMIT_BYTES } from './request-limits.ts';

const { db } = testDb();

/** A public route of its own whose handler records the body it is given. */
const echoRoute = defineRoute({
  area: 'department',
  operation: 'echo',
  method: 'POST',
  path: '/api/department/echo',
  access: PUBLIC,
  spec: 'test',
  summary: 'echo',
  body: z.object({ name: z.string().optional(), nested: z.object({ keep: z.string() }).optional() }),
  bodyType: 'json',
});
const noBodyRoute = defineRoute({
  area: 'department',
  operation: 'nobody',
  method: 'POST',
  path: '/api/department/nobody',
  access: PUBLIC,
  spec: 'test',
  summary: 'no body',
  bodyType: 'none',
});
const seen: unknown[] = [];
const { handler: echo } = createArea(
  'department',
  [echoRoute, noBodyRoute],
  [
    handle(echoRoute, async ({ body }) => (seen.push(body), { status: 'SUCCESS' })),
    handle(noBodyRoute, async ({ body }) => (seen.push(body), { status: 'SUCCESS' })),
  ],
);
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => invoke(echo, { method: 'POST', path, body, headers });

const {
  a: { organisationId, admin },
} = await givenTwoOrganisations(db, { names: ['Pipeline Org', 'Other Pipeline Org'] });

describe('the request pipeline', () => {
  it("answers 403 first to a request without CloudFront's origin header or with another value, whatever else it carries", async () => {
    const around = (headers: Record<string, string | undefined>) => {
      const event = apiEvent({ method: 'GET', path: '/api/department/get/{id}', params: { id: 'x' }, ...admin });
      event.headers = { ...event.headers, ...headers };
      for (const [k, v] of Object.entries(event.headers)) if (v === undefined) delete event.headers[k];
      return invoke(departments, event);
    };
    for (const headers of [
      { 'x-origin-verify': undefined },
      { 'x-origin-verify': 'guessed' },
      { 'x-origin-verify': undefined, 'x-session-id': 'x'.repeat(4000) },
    ]) {
      const answer = await around(headers);
      expect(answer.statusCode).toBe(403);
      expect(parseBody(answer)).toEqual({ status: 'FORBIDDEN', code: 'request.origin_refused', message: 'ACCESS DENIED' });
    }
    const unknownRoute = { ...apiEvent({ method: 'POST', path: '/api/department/none' }), headers: {} };
    expect((await invoke(departments, unknownRoute)).statusCode).toBe(403);
    expect((await around({})).statusCode).toBe(404);
  });

  it('drops fields the route does not declare before the handler sees them, at every depth', async () => {
    seen.length = 0;
    const answer = await post('/api/department/echo', { name: 'A', isAdmin: true, nested: { keep: 'k', organisationId: 'other' } });
    expect(answer.statusCode).toBe(200);
    expect(seen).toEqual([{ name: 'A', nested: { keep: 'k' } }]);
    await post('/api/department/nobody', { anything: 'at all' });
    expect(seen[1]).toBeUndefined();
  });

  it('answers a JSON null body 400, and no body as an empty one', async () => {
    const answer = await post('/api/department/echo', 'null');
    expect(answer.statusCode).toBe(400);
    expect(parseBody(answer)).toMatchObject({ status: 'VALIDATION_ERROR', code: 'request.invalid' });
    expect((await invoke(echo, { method: 'POST', path: '/api/department/echo' })).statusCode).toBe(200);
  });

  it('answers a body above 256 KB 413 in the envelope, before anything else', async () => {
    const big = { name: 'x'.repeat(BODY_LIMIT_BYTES.default) };
    const answer = await post('/api/department/echo', big);
    expect(answer.statusCode).toBe(413);
    expect(parseBody(answer)).toEqual({
      status: 'PAYLOAD_TOO_LARGE',
      code: 'request.too_large',
      message: 'The request is too large: at most 256 KB may be sent.',
    });
    const signedIn = await invoke(departments, {
      method: 'POST',
      path: '/api/department/save',
      body: { ...big, encryptedOrganisationId: organisationId, description: 'd' },
      ...admin,
    });
    expect(signedIn.statusCode).toBe(413);
    const justUnder = await post('/api/department/echo', { name: 'x'.repeat(BODY_LIMIT_BYTES.default - 20) });
    expect(justUnder.statusCode).toBe(200);
  });

  it('answers 401 to a malformed or oversized session id, before the table is read with it', async () => {
    for (const sessionId of ['x'.repeat(4000), 'not-a-session', `${admin.sessionId} `, `${admin.sessionId}0`]) {
      const answer = await invoke(departments, {
        method: 'GET',
        path: '/api/department/get/{id}',
        params: { id: 'x' },
        sub: admin.sub,
        headers: { 'x-session-id': sessionId },
      });
      expect(answer.statusCode, sessionId.slice(0, 30)).toBe(401);
    }
    const fine = await invoke(departments, { method: 'GET', path: '/api/department/get/{id}', params: { id: 'x' }, ...admin });
    expect(fine.statusCode).toBe(404);
  });

  it('answers 401 to a malformed bearer or refresh token, on public routes too', async () => {
    for (const headers of <Record<string, string>[]>[
      { authorization: 'Bearer not-a-jwt' },
      { authorization: `Bearer a.b.${'c'.repeat(9000)}` },
      { 'refresh-token': 'has spaces in it' },
      { 'refresh-token': 'r'.repeat(9000) },
    ]) {
      expect((await post('/api/department/echo', {}, headers)).statusCode, Object.keys(headers)[0]).toBe(401);
    }
    expect((await post('/api/department/echo', {}, { authorization: 'Bearer aaa.bbb.ccc', 'refresh-token': 'eyJj.a-b_c.d~e' })).statusCode).toBe(200);
  });
});
