import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { Role } from '@scheduler/contracts/roles';
import { routeId, type RouteDef } from '@scheduler/contracts/route';
import { ROUTES } from '@scheduler/contracts/routes/index';
import { testDb } from '@scheduler/local/testing/test-db';
import { AREA_MODULES } from '../registry.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db);
const { a } = world;

const MARKUP = '<img src=x onerror=alert(1)>';
const NOT_ALLOWED = { status: 'NOT_ALLOWED_CONTENT', code: 'request.markup', message: 'HTML or script tags are not allowed' };
/** Passwords may hold any character (a password like `a<b...` is valid); they are never shown back. */
const PASSWORDS = new Set(['password', 'confirmPassword', 'currentPassword']);

/** The first of these people whose roles a route's access takes calls it (the grid admin covers every admin and staff rule). */
const CALLERS: [SignedIn, readonly Role[]][] = [
  [world.gridAdmin, ['ROLE_GRID_ADMIN', 'ROLE_ADMIN_TYPE', 'ROLE_CALENDAR_FEED']],
  [a.assessor, ['ROLE_ASSESSOR']],
  [a.candidate, ['ROLE_CANDIDATE']],
];
function callerOf(route: RouteDef): SignedIn | undefined {
  const { access } = route;
  if (access.kind === 'public') return undefined;
  if (access.kind === 'signedIn') return world.gridAdmin;
  const found = CALLERS.find(([, roles]) => access.roles.some((r) => roles.includes(r)));
  if (!found) throw new Error(`no caller in the world may call ${routeId(route)}`);
  return found[0];
}

type Path = (string | number)[];
const defOf = (schema: unknown) => (schema as { _zod: { def: Record<string, any> } })._zod.def;

/** Every place a string can go in what `schema` takes in: strings, enums, string literals and free values, at any depth. */
function stringPaths(schema: unknown, at: Path = [], seen = new Set<unknown>()): Path[] {
  if (!schema || seen.has(schema)) return [];
  const def = defOf(schema);
  const inner = (s: unknown, path = at) => stringPaths(s, path, new Set([...seen, schema]));
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'unknown':
    case 'any':
      return [at];
    case 'literal':
      return def.values.some((v: unknown) => typeof v === 'string') ? [at] : [];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, s]) => inner(s, [...at, key]));
    case 'array':
      return inner(def.element, [...at, 0]);
    case 'record':
      return inner(def.valueType, [...at, 'key']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter());
    case 'union':
      return dedupe(def.options.flatMap((o: unknown) => inner(o)));
    case 'intersection':
      return dedupe([...inner(def.left), ...inner(def.right)]);
    default:
      return [];
  }
}
const dedupe = (paths: Path[]): Path[] => [...new Map(paths.map((p) => [JSON.stringify(p), p])).values()];

/** A value holding `text` at `path` and nothing else. */
function holding(path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [holding(rest, text)] : { [head]: holding(rest, text) };
}

const pathParamsOf = (route: RouteDef) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

interface Probe {
  route: RouteDef;
  where: string;
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** One request per string field of each route's path, query and body, with markup in that field only. */
function probes(): Probe[] {
  const out: Probe[] = [];
  for (const route of ROUTES) {
    const names = pathParamsOf(route);
    const plain = Object.fromEntries(names.map((n) => [n, '01HZZZZZZZZZZZZZZZZZZZZZZZ']));
    const body = route.body ? {} : undefined;
    for (const name of names) out.push({ route, where: `path ${name}`, params: { ...plain, [name]: MARKUP }, body });
    for (const path of route.query ? stringPaths(route.query) : []) {
      out.push({ route, where: `query ${path.join('.')}`, params: plain, query: { [String(path[0])]: MARKUP }, body });
    }
    for (const path of route.body ? stringPaths(route.body) : []) {
      if (PASSWORDS.has(String(path.at(-1)))) continue;
      out.push({ route, where: `body ${path.join('.') || '(whole)'}`, params: plain, body: holding(path, MARKUP) });
    }
  }
  return out;
}

async function call(probe: Probe) {
  const { handler } = await AREA_MODULES[probe.route.area]();
  const caller = callerOf(probe.route);
  const form = probe.route.bodyType === 'form' && probe.body && typeof probe.body === 'object' && !Array.isArray(probe.body);
  return invoke(handler, {
    method: probe.route.method,
    path: probe.route.path,
    params: probe.params,
    query: probe.query,
    body: form ? new URLSearchParams(probe.body as Record<string, string>).toString() : probe.body,
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    ...(caller ? { sub: caller.sub, sessionId: caller.sessionId } : {}),
  });
}

describe('markup is refused (406) before any format rule, on every route', () => {
  it('answers 406 to markup in the e-mail fields of project-alert/save, organisation/save and user-booking/new-candidate', async () => {
    const email = `${MARKUP}@example.com`;
    const { handler: alerts } = await AREA_MODULES['project-alert']();
    const { handler: organisations } = await AREA_MODULES.organisation();
    const { handler: bookings } = await AREA_MODULES['user-booking']();
    const answers = [
      await invoke(alerts, {
        method: 'POST',
        path: '/api/project-alert/save',
        body: {
          encryptedProjectId: '01HZZZZZZZZZZZZZZZZZZZZZZZ',
          code: 'BOOKING_CONFIRMED',
          encryptedNTEmailId: '01HZZZZZZZZZZZZZZZZZZZZZZZ',
          emAddress: email,
        },
        ...world.gridAdmin,
      }),
      await invoke(organisations, {
        method: 'POST',
        path: '/api/organisation/save',
        body: { encryptedId: a.organisationId, name: a.name, alertEmail: email },
        ...world.gridAdmin,
      }),
      await invoke(bookings, {
        method: 'POST',
        path: '/api/user-booking/new-candidate',
        body: { firstName: 'Ann', lastName: 'Lee', email, projectTypes: ['ASSESSMENT'] },
        ...a.admin,
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(406);
      expect(parseBody(answer)).toEqual(NOT_ALLOWED);
    }
  });

  it('answers 406 to markup in any string of any path, query or body, whatever its format rule', { timeout: 300_000 }, async () => {
    const all = probes();
    expect(all.length).toBeGreaterThan(500);
    const wrong: string[] = [];
    for (const probe of all) {
      const answer = await call(probe);
      if (answer.statusCode !== 406) wrong.push(`${routeId(probe.route)} ${probe.where}: ${answer.statusCode} ${answer.body?.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 406 to markup in a key or a field the route does not declare, which its schema would drop', async () => {
    const { handler } = await AREA_MODULES.department();
    const save = (body: unknown) => invoke(handler, { method: 'POST', path: '/api/department/save', body, ...a.admin });
    for (const body of [
      { encryptedOrganisationId: a.organisationId, name: 'Dept', [MARKUP]: 'x' },
      { encryptedOrganisationId: a.organisationId, name: 'Dept', extra: { deeper: [MARKUP] } },
    ]) {
      expect((await save(body)).statusCode).toBe(406);
    }
  });

  it('still lets a password hold < and > (it is never shown back)', async () => {
    const { handler } = await AREA_MODULES.signup();
    const answer = await invoke(handler, { method: 'POST', path: '/api/signup/checkPassword', body: { password: 'Abc<script>12345!xyzQ' } });
    expect(answer.statusCode).toBe(200);
  });
});
