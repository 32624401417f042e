import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { meetingListRecords } from '../meeting/testing/meeting-list-world.ts';
import { handler } from './index.ts';

const { db } = testDb();
type Caller = { sub: string; sessionId: string };

const search = (who: Caller, body: object) => invoke(handler, { method: 'POST', path: '/api/dashboard/searchUsers', body, ...who });
async function counts(who: Caller, body: object) {
  const answer = await search(who, body);
  expect(answer.statusCode, answer.body).toBe(200);
  const parsed = parseBody(answer);
  expect(parsed.status).toBe('SUCCESS');
  return JSON.parse(parsed.message) as Record<string, number>;
}

const world = await givenTwoOrganisations(db, { firstNames: { a: { assessor: 'Quentin', candidate: 'Quilla' } } });
const { a, b } = world;
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
await world.member(a.organisationId, 'CANDIDATE', { status: 'INVITED', active: false, invitationExpiry: days(3) });
await world.member(a.organisationId, 'CANDIDATE', { status: 'INVITED', active: false, invitationExpiry: days(20) });
const projectB = await meetingListRecords(db, b.organisationId).project('B');

describe('dashboard/searchUsers', () => {
  it("counts each user type of a tab of the caller's organisation, from the list's counters", async () => {
    const active = await counts(a.admin, { listType: 'active' });
    // A's admin, assessor admin, assessor, invigilator and candidate; the person shared with B is an assessor of A.
    expect(active).toMatchObject({ CANDIDATE: 1, INVIGILATOR: 1 });
    expect(active.TOTAL).toBe(active.CANDIDATE! + active.ASSESSOR! + active.INVIGILATOR! + active.ORG_ADMIN!);
    expect(active.ORG_ADMIN).toBeGreaterThanOrEqual(1);
    expect(await counts(a.admin, { listType: 'UNREGISTERED' })).toMatchObject({ CANDIDATE: 2 });
    expect(await counts(a.admin, { listType: 'UNREGISTERED', dayCount: 7 })).toMatchObject({ CANDIDATE: 1 });
  });

  it('counts the matches of the search box text only', async () => {
    const found = await counts(a.admin, { listType: 'ALL', searchData: JSON.stringify({ search: '  quIL ' }) });
    expect(found).toEqual({ CANDIDATE: 1, ASSESSOR: 0, INVIGILATOR: 0, ORG_ADMIN: 0, TOTAL: 1 });
    expect((await counts(a.admin, { listType: 'ALL', searchData: JSON.stringify({ search: 'Quentin' }) })).ASSESSOR).toBe(1);
    expect((await counts(b.admin, { listType: 'ALL', searchData: JSON.stringify({ search: 'Quilla' }) })).TOTAL).toBe(0);
  });

  it('refuses markup in the search (406), other organisations, bad list types and day counts, and non-admins', async () => {
    expect((await search(a.admin, { listType: 'ALL', searchData: JSON.stringify({ search: '<script>x</script>' }) })).statusCode).toBe(406);
    expect((await search(a.admin, { listType: 'ALL', searchData: JSON.stringify({ encryptedProjectId: [projectB] }) })).statusCode).toBe(404);
    expect((await search(a.admin, { listType: 'EVERYONE' })).statusCode).toBe(400);
    expect((await search(a.admin, { listType: 'ACTIVE', dayCount: 7 })).statusCode).toBe(400);
    expect((await search(a.admin, { listType: 'UNREGISTERED', dayCount: 9 })).statusCode).toBe(400);
    expect((await search(a.admin, { listType: 'ALL', searchData: '{not json' })).statusCode).toBe(400);
    expect((await search(a.assessor, { listType: 'ALL' })).statusCode).toBe(403);
    expect((await search(a.candidate, { listType: 'ALL' })).statusCode).toBe(403);
  });
});
