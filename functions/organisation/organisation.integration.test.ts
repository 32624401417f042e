import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

const { db } = testDb();
const get = (who: SignedIn, id: string) => invoke(handler, { method: 'GET', path: '/api/organisation/get/{id}', params: { id }, ...who });
const active = (who: SignedIn) => invoke(handler, { method: 'POST', path: '/api/organisation/getAllActive', body: { pageSize: 50 }, ...who });

const {
  a: { organisationId: a, admin: adminA },
  b: { organisationId: b },
  gridAdmin: grid,
} = await givenTwoOrganisations(db, { names: ['Alpha Org', 'Beta Org'] });

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
