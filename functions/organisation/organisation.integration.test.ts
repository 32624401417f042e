import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenOrganisation, givenSignedInUser } from '../testing/fixtures.ts';
import { handler } from './index.ts';

const { db } = testDb();
type Caller = { sub: string; sessionId: string };
const get = (who: Caller, id: string) => invoke(handler, { method: 'GET', path: '/api/organisation/get/{id}', params: { id }, ...who });
const active = (who: Caller) => invoke(handler, { method: 'POST', path: '/api/organisation/getAllActive', body: { pageSize: 50 }, ...who });

let a: string;
let b: string;
let adminA: Caller;
let grid: Caller;
beforeAll(async () => {
  a = (await givenOrganisation(db, 'Alpha Org')).organisationId;
  b = (await givenOrganisation(db, 'Beta Org')).organisationId;
  adminA = await givenSignedInUser(db, { type: 'ORG_ADMIN', organisationId: a });
  grid = await givenSignedInUser(db, { type: 'GRID_ADMIN', organisationId: a });
});

describe('organisation get and getAllActive', () => {
  it('shows an organisation admin only their own organisation, without its configuration', async () => {
    const own = parseBody(await get(adminA, a));
    expect(own).toMatchObject({ encryptedId: a, name: 'Alpha Org', countryCode: 'AU' });
    expect(own.config).toBeUndefined();
    expect((await get(adminA, b)).statusCode).toBe(403);
    expect(parseBody(await active(adminA)).dataset.map((o: { name: string }) => o.name)).toEqual(['Alpha Org']);
  });

  it('shows the grid admin every active organisation and the configuration', async () => {
    expect(parseBody(await get(grid, b))).toMatchObject({ encryptedId: b, name: 'Beta Org', config: {} });
    const names = parseBody(await active(grid)).dataset.map((o: { name: string }) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Alpha Org', 'Beta Org']));
  });
});
