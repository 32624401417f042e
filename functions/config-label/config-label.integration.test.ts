import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const call = (who: SignedIn, method: 'GET' | 'POST', path: string, params?: Record<string, string>, body?: unknown) =>
  invoke(handler, { method, path, params, body, ...who });
const save = (who: SignedIn, body: unknown) => call(who, 'POST', '/api/config-label/save', undefined, body);
const available = async (who: SignedIn, organisationId: string) =>
  parseBody(await call(who, 'GET', '/api/config-label/getAvailableCodes/{organisationId}', { organisationId })).codes.map(
    (c: { code: string }) => c.code,
  );

const world = await givenTwoOrganisations(db, { names: ['Label Org', 'Other Label Org'] });
const {
  a: { organisationId: org, admin: orgAdmin },
  gridAdmin: grid,
} = world;

describe('label configuration', () => {
  it('creates a label, then excludes its code and its exclusive partner from the available codes', async () => {
    expect(await available(grid, org)).toContain('MEETINGS');
    const saved = parseBody(await save(grid, { encryptedOrganisationId: org, code: 'MEETING', display: 'Session' }));
    expect(saved.status).toBe('SUCCESS');
    const codes = await available(grid, org);
    expect(codes).not.toContain('MEETING');
    expect(codes).not.toContain('MEETINGS');
    const view = parseBody(await call(grid, 'GET', '/api/config-label/get/{id}', { id: saved.message }));
    expect(view).toMatchObject({ code: 'MEETING', display: 'Session', organisationName: 'Label Org' });
  });

  it('refuses the partner code inside the write, even if the form offered it', async () => {
    const answer = await save(grid, { encryptedOrganisationId: org, code: 'MEETINGS', display: 'Sessions' });
    expect(answer.statusCode).toBe(422);
    expect(parseBody(answer).message).toBe('This Label Code already exists for this Organisation');
  });

  it('allows one label of a code when two are created at once', async () => {
    const results = await Promise.all([1, 2, 3].map((n) => save(grid, { encryptedOrganisationId: org, code: 'ASSESSOR', display: `Coach ${n}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(2);
  });

  it('edits the display, audited, and lists by organisation with names', async () => {
    const id = parseBody(await save(grid, { encryptedOrganisationId: org, code: 'CANDIDATE', display: 'Applicant' })).message;
    expect(parseBody(await save(grid, { encryptedId: id, encryptedOrganisationId: org, code: 'CANDIDATE', display: 'Trainee' })).message).toBe(id);
    const list = parseBody(
      await call(grid, 'POST', '/api/config-label/getListByOrganisation/{organisationId}', { organisationId: org }, { filter: 'trainee' }),
    );
    expect(list.dataset).toEqual([
      { encryptedId: id, encryptedOrganisationId: org, organisationName: 'Label Org', code: 'CANDIDATE', display: 'Trainee' },
    ]);
    const { data } = await db.auditLog.query.byRef({ refType: 'ConfigLabel', refId: id }).go();
    expect(data.map((r) => r.logMsg).sort()).toEqual([
      "Label Configuration created. Code: 'CANDIDATE'; Display: 'Applicant'",
      "Label Configuration updated. Display: 'Applicant' → 'Trainee'",
    ]);
  });

  it('says when no code is left', async () => {
    const full = (await world.organisation()).organisationId;
    // Taking one available code at a time: each save also removes its exclusive partner from the list.
    for (let codes = await available(grid, full), n = 0; codes.length > 0 && n < 20; codes = await available(grid, full), n++) {
      const r = await save(grid, {
        encryptedOrganisationId: full,
        code: codes[0],
        display: codes[0] === 'MEETING_SHOW_JSON' ? '{"show":true}' : 'X',
      });
      expect(r.statusCode).toBe(200);
    }
    expect(await available(grid, full)).toEqual([]);
  });

  it('is for grid admins only, and rejects invalid JSON for the JSON code', async () => {
    expect((await save(orgAdmin, { encryptedOrganisationId: org, code: 'ONSITE', display: 'On site' })).statusCode).toBe(403);
    const bad = await save(grid, { encryptedOrganisationId: org, code: 'MEETING_SHOW_JSON', display: '{oops' });
    expect(bad.statusCode).toBe(400);
  });
});
