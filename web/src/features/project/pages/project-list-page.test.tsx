import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const row = (name: string, organisationName = 'Acme Assessments') => ({
  encryptedId: `P-${name}`,
  name,
  stepTypeDisplay: 'Assessment',
  startDateTime: 'Monday, 01 March 2027 09:00 AM Syd',
  endDateTime: 'Tuesday, 30 March 2027 05:00 PM Syd',
  organisationName,
});
const lists = {
  'POST /api/project/getList/ACTIVE': () => ({ body: { dataset: [row('Graduate assessment 2027')], size: 1 } }),
  'POST /api/project/getList/INACTIVE': () => ({ body: { dataset: [row('Old intake project')], size: 1 } }),
};
const orgAdmin = profile(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE']);

describe('project list page', () => {
  it('shows the Active Projects tab without the Organisation column to an organisation admin, and remembers the tab', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi(lists);
    const first = renderApp('/project', orgAdmin);
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeTruthy();
    expect(await screen.findByText('Graduate assessment 2027')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    expect(headers.join('|')).toContain('Project name');
    expect(headers.some((h) => h.includes('Organisation'))).toBe(false);
    expect(calls.find((c) => c.path === '/api/project/getList/ACTIVE')?.body).toMatchObject({ sortColumn: 'name', sortDirection: 'asc' });

    fireEvent.click(screen.getByRole('tab', { name: 'Inactive Projects' }));
    expect(await screen.findByText('Old intake project')).toBeTruthy();
    first.unmount();

    renderApp('/project', orgAdmin);
    expect(await screen.findByText('Old intake project')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Inactive Projects' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the grid admin the Organisation column, opens a row and adds a project', async () => {
    sessionStorage.clear();
    fakeApi(lists);
    const { router } = renderApp('/project', profile(['ROLE_GRID_ADMIN', 'ROLE_ADMIN_TYPE']));
    const cell = await screen.findByText('Graduate assessment 2027');
    expect(screen.getAllByRole('columnheader').some((h) => h.textContent?.includes('Organisation'))).toBe(true);
    expect(within(cell.closest('tr')!).getByText('Acme Assessments')).toBeTruthy();
    fireEvent.click(cell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/P-Graduate assessment 2027'));
  });

  it('Add New Project goes to /project/create', async () => {
    sessionStorage.clear();
    fakeApi(lists);
    const { router } = renderApp('/project', orgAdmin);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/create'));
  });

  it("says 'No Records Found' for an empty tab", async () => {
    sessionStorage.clear();
    fakeApi({ ...lists, 'POST /api/project/getList/ACTIVE': () => ({ body: { dataset: [], size: 0 } }) });
    renderApp('/project', orgAdmin);
    expect(await screen.findByText('No Records Found')).toBeTruthy();
  });

  it('marks a project without its confirmation alert beside its name', async () => {
    sessionStorage.clear();
    fakeApi({
      ...lists,
      'POST /api/project/getList/ACTIVE': () => ({
        body: { dataset: [{ ...row('Graduate assessment 2027'), confirmationAlertMissing: true }, row('Interview intake 2027')], size: 2 },
      }),
    });
    renderApp('/project', orgAdmin);
    const flagged = (await screen.findByText('Graduate assessment 2027')).closest('tr')!;
    expect(within(flagged).getByText('No confirmation alert')).toBeTruthy();
    expect(within(screen.getByText('Interview intake 2027').closest('tr')!).queryByText('No confirmation alert')).toBeNull();
  });
});
