import { beforeAll, describe, expect, it } from 'vitest';
import { SECRET } from '@scheduler/contracts/env';
import { AREAS, routeId, type RouteDef } from '@scheduler/contracts/route';
import { ROUTES } from '@scheduler/contracts/routes/index';
import type { FileStore } from '@scheduler/core/ports/file-store';
import { testDb } from '@scheduler/local/testing/test-db';
import {
  CALLERS,
  DENIED,
  OK,
  REFUSED,
  type AuthorizationRow,
  type Call,
  type Caller,
  type Expected,
  type RowContext,
} from './testing/authorization/authorization-row.ts';
import { AUTHORIZATION_ROWS } from './testing/authorization/authorization-rows.ts';
import { templateOfA } from './testing/authorization/noti-template-rows.ts';
import { resourceOfA } from './testing/authorization/resource-rows.ts';
import { uploadJobOfA } from './testing/authorization/upload-rows.ts';
import { AREA_MODULES } from './registry.ts';
import { apiEvent, parseBody } from './testing/api-event.ts';
import { invoke } from './testing/invoke.ts';
import { givenRecordingDeps } from './testing/recording-deps.ts';
import { givenTwoOrganisations, type Person, type TwoOrganisations } from './testing/two-organisations.ts';

/**
 * Issue 7's authorization suite: every implemented route, called by every kind of caller on records of organisation
 * A, answers what the authorization table (testing/authorization/) allows; a refused call leaves the table, the identity provider and the
 * outboxes as they were, and names nobody.
 */

const { db } = testDb();
const published: unknown[] = [];
const FEED_SECRET = 'feed-secret-for-the-authorization-suite-0123456789';
/** The uploads bucket as a browser leaves it after a ticket's presigned POST: objects by key. */
const objects = new Map<string, Uint8Array>();
const uploads: FileStore = {
  put: async (key, body) => void objects.set(key, typeof body === 'string' ? new TextEncoder().encode(body) : body),
  get: async (key) => objects.get(key),
  delete: async (key) => void objects.delete(key),
  signedDownloadUrl: async (key) => `http://files.test/${key}`,
  presignedPost: async (key, rules) => ({ url: 'http://files.test/uploads', fields: { key, 'Content-Type': rules.contentType } }),
};
const {
  pool: identity,
  mailer,
  sms,
} = givenRecordingDeps({
  events: { publish: async (e) => void published.push(e) },
  secrets: async (name) => (name === SECRET.feedToken ? FEED_SECRET : undefined),
  files: uploads,
});

/** A record made on first use and shared by the rows that only read it. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

const ROUTE_BY_ID = new Map(ROUTES.map((r) => [routeId(r), r]));

let world: TwoOrganisations;
let ctx: RowContext;

beforeAll(async () => {
  world = await givenTwoOrganisations(db, { onPerson: (p) => identity.givenPoolUser(p.username, { sub: p.sub }) });
  const gridSession = await world.signIn(world.gridAdmin);
  const as = (sessionId: string, who: Person, route: string, call: Call) => send(ROUTE_BY_ID.get(route)!, call, { ...who, sessionId });
  const saved = parseBody(
    await as(gridSession, world.gridAdmin, 'config-label.save', {
      body: { encryptedOrganisationId: world.a.organisationId, code: 'MEETING', display: 'Session' },
    }),
  );
  const department = parseBody(
    await as(await world.signIn(world.a.admin), world.a.admin, 'department.save', {
      body: { encryptedOrganisationId: world.a.organisationId, name: 'Recruitment', description: 'Hiring team' },
    }),
  );
  if (saved?.status !== 'SUCCESS' || department?.status !== 'SUCCESS')
    throw new Error(`the suite's records of A could not be made: ${JSON.stringify({ saved, department })}`);
  ctx = {
    world,
    db,
    uploads,
    labelA: saved.message,
    departmentA: async () => department.message,
    templateA: once(() => templateOfA(ctx)),
    resourceA: once(() => resourceOfA(ctx)),
    uploadJobA: once(() => uploadJobOfA(ctx)),
  };
});

/** Who makes the call: the person and a fresh session (a row may end the caller's session, e.g. logout). */
async function callerOf(caller: Caller): Promise<(Person & { sessionId: string }) | undefined> {
  const person = {
    none: undefined,
    candidate: world.a.candidate,
    assessor: world.a.assessor,
    invigilator: world.a.invigilator,
    adminA: world.a.admin,
    adminB: world.b.admin,
    grid: world.gridAdmin,
  }[caller];
  return person && { ...person, sessionId: await world.signIn(person) };
}

async function send(route: RouteDef, call: Call, who: { sub: string; sessionId: string } | undefined) {
  const { handler } = await AREA_MODULES[route.area]();
  const form = call.form && new URLSearchParams(call.form).toString();
  const event = apiEvent({
    method: route.method,
    path: route.path,
    params: call.params,
    query: call.query,
    body: form ?? call.body,
    headers: { ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...call.headers },
    ...(who ? { sub: who.sub, sessionId: who.sessionId } : {}),
  });
  return invoke(handler, event);
}

/** Everything a refused call could have touched: A's records, the target's and the caller's, and what went out. */
async function snapshot(call: Call, who: { userId: string; sessionId: string } | undefined) {
  const A = world.a.organisationId;
  const all = { pages: 'all' } as const;
  const t = call.target;
  const [
    accessesA,
    departmentsA,
    labelsA,
    organisations,
    links,
    target,
    targetAccesses,
    targetSessions,
    targetAudit,
    targetInvitations,
    caller,
    callerSession,
  ] = await Promise.all([
    db.userOrgAccess.query
      .byOrganisation({ organisationId: A })
      .go(all)
      .then((r) => r.data),
    db.department.query
      .byOrganisation({ organisationId: A })
      .go(all)
      .then((r) => r.data),
    db.configLabel.query
      .byOrganisation({ organisationId: A })
      .go(all)
      .then((r) => r.data),
    Promise.all(
      [A, world.b.organisationId].map((organisationId) =>
        db.organisation
          .get({ organisationId })
          .go()
          .then((r) => r.data),
      ),
    ),
    db.assessorAccess.query
      .byAdmin({ organisationId: A, adminId: world.a.assessorAdmin.userId })
      .go(all)
      .then((r) => r.data),
    t &&
      db.user
        .get({ userId: t.userId })
        .go()
        .then((r) => r.data),
    t &&
      db.userOrgAccess.query
        .byUser({ userId: t.userId })
        .go(all)
        .then((r) => r.data),
    t &&
      db.session.query
        .byUser({ userId: t.userId })
        .go(all)
        .then((r) => r.data),
    t &&
      db.auditLog.query
        .byRef({ refType: 'User', refId: t.userId })
        .go(all)
        .then((r) => r.data),
    t &&
      db.invitation.query
        .byUser({ organisationId: A, invitedUserId: t.userId })
        .go(all)
        .then((r) => r.data),
    who &&
      db.user
        .get({ userId: who.userId })
        .go()
        .then((r) => r.data),
    who &&
      db.session
        .get({ sessionId: who.sessionId })
        .go()
        .then((r) => r.data),
  ]);
  const byOrganisationA = { organisationId: A };
  const rows = <T>(q: { go(o: typeof all): Promise<{ data: T }> }) => q.go(all).then((r) => r.data);
  const [templatesA, resourcesA, addressesA, projectsA, alertsA, meetingsA, bookingsA, uploadJobsA] = await Promise.all([
    rows(db.notificationTemplate.query.byOrganisation(byOrganisationA)),
    rows(db.resource.query.byOrganisation(byOrganisationA)),
    rows(db.address.query.byOrganisation(byOrganisationA)),
    rows(db.project.query.byOrganisation(byOrganisationA)),
    rows(db.projectAlert.query.byProject(byOrganisationA)),
    rows(db.meeting.query.byOrganisation(byOrganisationA)),
    rows(db.booking.query.byOrganisation(byOrganisationA)),
    rows(db.candidateUploadJob.query.byOrganisation(byOrganisationA)),
  ]);
  const departmentAudit = await Promise.all(
    departmentsA.map((d) =>
      db.auditLog.query
        .byRef({ refType: 'Department', refId: d.departmentId })
        .go(all)
        .then((r) => r.data),
    ),
  );
  return {
    accessesA,
    departmentsA,
    departmentAudit,
    labelsA,
    templatesA,
    resourcesA,
    addressesA,
    projectsA,
    alertsA,
    meetingsA,
    bookingsA,
    uploadJobsA,
    uploadedFiles: objects.size,
    organisations,
    links,
    target,
    targetAccesses,
    targetSessions,
    targetAudit,
    targetInvitations,
    caller,
    callerSession,
    identityChanges: identity.calls.filter((c) => !IDENTITY_READS.has(c.op)).map((c) => c.op),
    mails: mailer.sent.length,
    texts: sms.sent.length,
    events: published.length,
  };
}

/** Identity provider calls that change nothing there (a refused sign-in still asks it). */
const IDENTITY_READS = new Set(['passwordSignIn', 'customSignIn', 'answerChallenge', 'refresh', 'mfaMethodsOf']);

/** A refusal: a 4xx, or (public calls of the spec's flows) a 2xx whose envelope status is not SUCCESS. */
const isRefusal = (status: number, body: unknown) =>
  (status >= 400 && status < 500) || (status < 300 && (body as { status?: unknown } | undefined)?.status !== 'SUCCESS');

function satisfies(expected: Expected, status: number, body: unknown): boolean {
  if (expected === OK) return status >= 200 && status < 300;
  if (expected === DENIED) return status === 403 || status === 404;
  if (expected === REFUSED) return isRefusal(status, body);
  return status === expected;
}
const shown = (e: Expected) =>
  e === DENIED ? '403 or 404' : e === REFUSED ? 'refused (a 4xx, or status not SUCCESS)' : e === OK ? '2xx' : String(e);
const rowName = (row: AuthorizationRow) => `${row.route}${row.variant ? ` (${row.variant})` : ''}`;

describe('the authorization table', () => {
  it('has a row for every implemented route and none for a route that is not built', async () => {
    const implemented = (await Promise.all(AREAS.map(async (area) => (await AREA_MODULES[area]()).implemented.map((op) => `${area}.${op}`)))).flat();
    const covered = new Set(AUTHORIZATION_ROWS.map((r) => r.route));
    expect(
      implemented.filter((id) => !covered.has(id)),
      'implemented routes without a row',
    ).toEqual([]);
    expect(
      [...covered].filter((id) => !implemented.includes(id)),
      'rows for routes that are not implemented',
    ).toEqual([]);
    expect(
      [...covered].filter((id) => !ROUTE_BY_ID.has(id)),
      'rows naming no route of the route table',
    ).toEqual([]);
  });
});

for (const row of AUTHORIZATION_ROWS) {
  describe(rowName(row), () => {
    for (const caller of CALLERS) {
      const expected = row.expect[caller];
      it(`${caller}: ${shown(expected)}`, async () => {
        const route = ROUTE_BY_ID.get(row.route);
        if (!route) throw new Error(`${row.route} is not in the route table`);
        const call = await row.call(ctx);
        const who = await callerOf(caller);
        const before = expected === OK ? undefined : await snapshot(call, who);
        const answer = await send(route, call, who);
        const status = answer.statusCode ?? 0;
        const body = answer.body ?? '';
        // A page (integration.docs) answers HTML: only JSON is parsed.
        const parsedBody = body && /json/.test(String(answer.headers?.['content-type'] ?? '')) ? parseBody(answer) : undefined;
        expect(
          satisfies(expected, status, parsedBody),
          `${rowName(row)} as ${caller}: expected ${shown(expected)}, got ${status} ${body.slice(0, 300)}`,
        ).toBe(true);

        if (status < 300) {
          if (route.response) {
            const parsed = route.response.safeParse(parsedBody);
            expect(parsed.success, `answer of ${row.route} against its response schema: ${parsed.error?.message}`).toBe(true);
          }
        } else {
          expect(parsedBody, 'a refusal in the spec envelope').toMatchObject({ status: expect.any(String) });
        }
        if (expected !== OK && call.target) {
          expect(body, 'a refusal names nobody').not.toContain(call.target.userId);
          expect(body.toLowerCase(), 'a refusal names nobody').not.toContain(call.target.username);
        }
        if (row.blind?.callers.includes(caller)) {
          const secrets = row.blind.of === 'organisation A' ? [world.a.organisationId, world.a.name] : [call.target?.userId ?? 'a target'];
          for (const secret of secrets) expect(body, `${caller} learns nothing of ${row.blind.of}`).not.toContain(secret);
        }
        if (before) expect(await snapshot(call, who), `${rowName(row)} as ${caller}: a refused call changes nothing`).toEqual(before);
      });
    }
  });
}
