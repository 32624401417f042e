import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const grid = profile(['ROLE_GRID_ADMIN', 'ROLE_ADMIN_TYPE']);

describe('organisations list', () => {
  it('lists organisations by name, 20 a page, with the spec columns and Add New Organisation', async () => {
    const { calls } = fakeApi({
      'POST /api/organisation/getAllActive': () => ({
        body: {
          dataset: [{ encryptedId: 'ORG1', name: 'Acme Assessments', countryCode: 'AU', uploadProcessorType: 'CSV', countryRestriction: [] }],
          size: 1,
        },
      }),
    });
    const { router } = renderApp('/organisation', grid);
    expect(await screen.findByText('AWS_MANAGED_LIST')).toBeTruthy();
    for (const h of ['Organisation Name', 'Access Restriction', 'Upload Type', 'Country']) expect(screen.getAllByText(h).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === '/api/organisation/getAllActive')?.body).toMatchObject({
      pageSize: 20,
      sortColumn: 'name',
      sortDirection: 'asc',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add New Organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/create'));
    expect(await screen.findByRole('heading', { name: 'Create Organisation' })).toBeTruthy();
  });
});
