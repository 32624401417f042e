import { beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES, type ApiScope } from '@scheduler/contracts/api-scopes';
import { SECRET } from '@scheduler/contracts/env';
import { routeId, type RouteDef } from '@scheduler/contracts/route';
import { ROUTES } from '@scheduler/contracts/routes/index';
import type { FileStore } from '@scheduler/core/ports/file-store';
import { testDb } from '@scheduler/local/testing/test-db';
import { AREA_MODULES } from '../registry.ts';
import { apiEvent, parseBody } from '../testing/api-event.ts';
import { DENIED, OK, REFUSED, type AuthorizationRow, type Call, type Expected, type RowContext } from '../testing/authorization/authorization-row.ts';
import { AUTHORIZATION_ROWS } from '../testing/authorization/authorization-rows.ts';
import { templateOfA } from '../testing/authorization/noti-template-rows.ts';
import { resourceOfA } from '../testing/authorization/resource-rows.ts';
import { uploadJobOfA } from '../testing/authorization/upload-rows.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type TwoOrganisations } from '../testing/two-organisations.ts';
import { handler as integrationHandler } from './index.ts';

/**
 * Issue 23: an organisation API key reaches exactly what its organisation's admin reaches, on the routes its scopes
 * open, and nothing else. Every row of the authorization table (issue 7) for a route with an apiKeyScope is called with
 * a key of A (answering as A's admin must) and a key of B (refused or blind exactly as B's admin is); every route for
 * people only answers a key 401.
 */

const { db } = testDb();
const objects = new Map<string, Uint8Array>();
const uploads: FileStore = {
  put: async (key, body) => void objects.set(key, typeof body === 'string' ? new TextEncoder().encode(body) : body),
  get: async (key) => objects.get(key),
  delete: async (key) => void objects.delete(key),
  signedDownloadUrl: async (key) => `http://files.test/${key}`,
  presignedPost: async (key, rules) => ({ url: 'http://files.test/uploads', fields: { key, 'Content-Type': rules.contentType } }),
};
const { pool: identity } = givenRecordingDeps({
  events: { publish: async () => undefined },
  secrets: async (name) => (name === SECRET.feedToken ? 'feed-secret-for-the-api-key-suite-0123456789' : undefined),
  files: uploads,
});

const ROUTE_BY_ID = new Map(ROUTES.map((r) => [routeId(r), r]));

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

let world: TwoOrganisations;
let ctx: RowContext;
let keyA: string;
let keyB: string;

async function send(route: RouteDef, call: Call, key: string) {
  const { handler } = await AREA_MODULES[route.area]();
  const form = call.form && new URLSearchParams(call.form).toString();
  const event = apiEvent({
    method: route.method,
    path: route.path,
    params: call.params,
    query: call.query,
    body: form ?? call.body,
    headers: { ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...call.headers, authorization: `Bearer ${key}` },
  });
  return invoke(handler, event);
}

/** A key of the organisation with these scopes, made by its admin through integration/createApiKey. */
async function keyOf(organisation: TwoOrganisations['a'], scopes: readonly ApiScope[] = API_SCOPES): Promise<string> {
  const answer = await invoke(integrationHandler, {
    method: 'POST',
    path: '/api/integration/createApiKey/{organisationId}',
    params: { organisationId: organisation.organisationId },
    body: { name: 'Reach test', scopes },
    sub: organisation.admin.sub,
    sessionId: await world.signIn(organisation.admin),
  });
  const created = parseBody(answer);
  if (created?.status !== 'SUCCESS') throw new Error(`no key: ${answer.body}`);
  return created.secret;
}

beforeAll(async () => {
  world = await givenTwoOrganisations(db, { onPerson: (p) => identity.givenPoolUser(p.username, { sub: p.sub }) });
  const asAdmin = async (route: string, body: unknown, who = world.a.admin) =>
    parseBody(
      await invoke((await AREA_MODULES[ROUTE_BY_ID.get(route)!.area]()).handler, {
        method: 'POST',
        path: ROUTE_BY_ID.get(route)!.path,
        body,
        sub: who.sub,
        sessionId: await world.signIn(who),
      }),
    );
  const label = await asAdmin(
    'config-label.save',
    { encryptedOrganisationId: world.a.organisationId, code: 'MEETING', display: 'Session' },
    world.gridAdmin,
  );
  const department = await asAdmin('department.save', {
    encryptedOrganisationId: world.a.organisationId,
    name: 'Recruitment',
    description: 'Hiring team',
  });
  ctx = {
    world,
    db,
    uploads,
    labelA: label.message,
    departmentA: async () => department.message,
    templateA: once(() => templateOfA(ctx)),
    resourceA: once(() => resourceOfA(ctx)),
    uploadJobA: once(() => uploadJobOfA(ctx)),
  };
  keyA = await keyOf(world.a);
  keyB = await keyOf(world.b);
});

function satisfies(expected: Expected, status: number, body: unknown): boolean {
  if (expected === OK) return status >= 200 && status < 300;
  if (expected === DENIED) return status === 403 || status === 404;
  if (expected === REFUSED) return (status >= 400 && status < 500) || (status < 300 && (body as { status?: unknown })?.status !== 'SUCCESS');
  return status === expected;
}
const rowName = (row: AuthorizationRow) => `${row.route}${row.variant ? ` (${row.variant})` : ''}`;
const keyRows = AUTHORIZATION_ROWS.filter((row) => ROUTE_BY_ID.get(row.route)?.apiKeyScope);

describe('a key of an organisation acts as its admin, on the routes its scopes open', () => {
  it('covers the routes kept open to keys', () => {
    const covered = new Set(keyRows.map((r) => r.route));
    for (const id of [
      'meeting.getMeetingList',
      'meeting.get',
      'meeting.save',
      'project.getList',
      'user-booking.getUserBookingList',
      'user-booking.getById',
      'user-booking.new-candidate',
    ])
      expect(covered, id).toContain(id);
  });

  for (const row of keyRows) {
    it(`${rowName(row)}: A's key as A's admin (${String(row.expect.adminA)}), B's key as B's admin (${String(row.expect.adminB)})`, async () => {
      const route = ROUTE_BY_ID.get(row.route)!;
      for (const [key, expected, blind] of [
        [keyA, row.expect.adminA, false],
        [keyB, row.expect.adminB, row.blind?.of === 'organisation A' && row.blind.callers.includes('adminB')],
      ] as const) {
        const answer = await send(route, await row.call(ctx), key);
        const status = answer.statusCode ?? 0;
        const body = answer.body ?? '';
        const parsed = body && /json/.test(String(answer.headers?.['content-type'] ?? '')) ? parseBody(answer) : undefined;
        expect(
          satisfies(expected, status, parsed),
          `${rowName(row)} with ${key === keyA ? 'A' : 'B'}'s key: got ${status} ${body.slice(0, 300)}`,
        ).toBe(true);
        if (blind || (key === keyB && status >= 400)) {
          expect(body, 'learns nothing of organisation A').not.toContain(world.a.organisationId);
          expect(body, 'learns nothing of organisation A').not.toContain(world.a.name);
        }
      }
    });
  }

  it('answers a key 401 on every route for people only', async () => {
    const peopleOnly = ROUTES.filter((r) => r.access.kind !== 'public' && !r.apiKeyScope);
    expect(peopleOnly.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of peopleOnly) {
      const answer = await send(route, {}, keyA);
      if (answer.statusCode !== 401 || parseBody(answer)?.status !== 'UNAUTHORIZED') wrong.push(`${routeId(route)}: ${answer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
