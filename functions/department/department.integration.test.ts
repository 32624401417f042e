import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { handler as auditHandler } from '../audit-log/index.ts';

const { db } = testDb();

type Caller = { sub: string; sessionId: string };
const save = (who: Caller, body: unknown) => invoke(handler, { method: 'POST', path: '/api/department/save', body, ...who });
const get = (who: Caller, id: string) => invoke(handler, { method: 'GET', path: '/api/department/get/{id}', params: { id }, ...who });
const list = (who: Caller, organisationId: string, body: object = {}) =>
  invoke(handler, { method: 'POST', path: '/api/department/list/{organisationId}', params: { organisationId }, body, ...who });
const audit = (who: Caller, refId: string) =>
  invoke(auditHandler, {
    method: 'POST',
    path: '/api/auditLog/getByRefId/{refType}/{refId}',
    params: { refType: 'Department', refId },
    body: {},
    ...who,
  });

const world = await givenTwoOrganisations(db, { names: ['Org A', 'Org B'], firstNames: { a: { admin: 'Alice' } } });
const {
  a: { organisationId: orgA, admin: adminA, candidate: candidateA },
  b: { organisationId: orgB, admin: adminB },
} = world;
const grid = await world.signedIn(world.gridAdmin, orgB);

describe('department calls through the real handler', () => {
  it('creates, reads, updates and audits a department', async () => {
    const created = await save(adminA, { encryptedOrganisationId: orgA, name: 'Recruitment', description: 'Hiring team' });
    expect(created.statusCode).toBe(200);
    const { status, message: id } = parseBody(created);
    expect(status).toBe('SUCCESS');

    const read = parseBody(await get(adminA, id));
    expect(read).toMatchObject({
      encryptedId: id,
      encryptedOrganisationId: orgA,
      organisationName: 'Org A',
      name: 'Recruitment',
      description: 'Hiring team',
      active: true,
    });

    const updated = await save(adminA, { encryptedId: id, encryptedOrganisationId: orgA, name: 'Talent', description: 'Hiring team', active: false });
    expect(parseBody(updated)).toEqual({ status: 'SUCCESS', message: id });

    const log = parseBody(await audit(adminA, id));
    expect(log.size).toBe(2);
    expect(log.dataset[0].logMsg).toBe("Department updated. Name: 'Recruitment' → 'Talent'; Active: YES → NO");
    expect(log.dataset[1].logMsg).toContain("Department created. Name: 'Recruitment'");
    expect(log.dataset[0].logBy).toBe('Alice Tester');
  });

  it('keeps organisations apart: another organisation admin cannot read or write it', async () => {
    const id = parseBody(await save(adminA, { encryptedOrganisationId: orgA, name: 'Finance', description: 'Money' })).message;
    expect((await get(adminB, id)).statusCode).toBe(404);
    expect((await save(adminB, { encryptedOrganisationId: orgA, name: 'Hijack', description: 'x' })).statusCode).toBe(403);
    expect((await save(adminB, { encryptedId: id, encryptedOrganisationId: orgB, name: 'Hijack', description: 'x' })).statusCode).toBe(404);
    expect((await audit(adminB, id)).statusCode).toBe(404);
    const theirs = parseBody(await list(adminB, orgB));
    expect(theirs.dataset.map((d: { name: string }) => d.name)).not.toContain('Finance');
  });

  it('lets the grid admin read any organisation', async () => {
    const id = parseBody(await save(adminA, { encryptedOrganisationId: orgA, name: 'Grid visible', description: 'x' })).message;
    expect(parseBody(await get(grid, id)).name).toBe('Grid visible');
  });

  it('refuses callers without the role, without a session, and with a revoked session', async () => {
    expect((await save(candidateA, { encryptedOrganisationId: orgA, name: 'N', description: 'D' })).statusCode).toBe(403);
    expect((await save({ sub: adminA.sub, sessionId: '' }, { encryptedOrganisationId: orgA, name: 'N', description: 'D' })).statusCode).toBe(401);
    const revoked = await world.signedIn(await world.member(orgA, 'ORG_ADMIN'));
    await db.session.patch({ sessionId: revoked.sessionId }).set({ revoked: true }).go();
    const answer = await save(revoked, { encryptedOrganisationId: orgA, name: 'N', description: 'D' });
    expect(answer.statusCode).toBe(409);
    expect(parseBody(answer).message).toBe("your current access has been modified and you'll be logged out now, please login again");
  });

  it('validates with field messages and rejects markup with 406', async () => {
    const missing = await save(adminA, { encryptedOrganisationId: orgA, name: '  ', description: 'x'.repeat(201) });
    expect(missing.statusCode).toBe(400);
    expect(parseBody(missing).errors).toEqual({
      name: 'This is a required field',
      description: 'Value length entered exceeds max. allowed length of 200',
    });
    const markup = await save(adminA, { encryptedOrganisationId: orgA, name: '<script>alert(1)</script>', description: 'x' });
    expect(markup.statusCode).toBe(406);
    expect(parseBody(markup).message).toBe('HTML or script tags are not allowed');
  });

  it('lists with search, sort and paging', async () => {
    const org = (await world.organisation()).organisationId;
    const admin = await world.signedIn(await world.member(org, 'ORG_ADMIN'));
    for (const name of ['Zeta team', 'Alpha team', 'Beta group']) await save(admin, { encryptedOrganisationId: org, name, description: 'd' });
    const page = parseBody(await list(admin, org, { pageSize: 2, pageIndex: 0 }));
    expect(page.size).toBe(3);
    expect(page.dataset.map((d: { name: string }) => d.name)).toEqual(['Alpha team', 'Beta group']);
    const found = parseBody(await list(admin, org, { filter: ' TEAM ', sortColumn: 'name', sortDirection: 'desc' }));
    expect(found.dataset.map((d: { name: string }) => d.name)).toEqual(['Zeta team', 'Alpha team']);
  });

  it('hides internals on unexpected failures', async () => {
    const answer = await invoke(handler, { method: 'POST', path: '/api/department/save', body: '{not json', ...adminA });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).not.toMatch(/SyntaxError|at .*\.ts/);
  });
});
