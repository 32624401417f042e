import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const DEPT = {
  encryptedId: 'D1',
  encryptedOrganisationId: 'ORG1',
  organisationName: 'Acme Assessments',
  name: 'Sales',
  description: 'Sells things',
  active: true,
};
const grid = profile(['ROLE_GRID_ADMIN']);
const audit = { 'POST /api/auditLog/getByRefId/Department/D1': () => ({ body: { dataset: [], size: 0 } }) };

describe('department page', () => {
  it('NEW for CREATE in any case: title, breadcrumbs, and save goes to VIEW of the returned id', async () => {
    const { calls } = fakeApi({
      'GET /api/organisation/get/ORG1': () => ({ body: { encryptedId: 'ORG1', name: 'Acme Assessments' } }),
      'POST /api/department/save': () => ({ body: { status: 'SUCCESS', message: 'D9' } }),
      'GET /api/department/get/D9': () => ({ body: { ...DEPT, encryptedId: 'D9', name: 'Research' } }),
      'POST /api/auditLog/getByRefId/Department/D9': () => ({ body: { dataset: [], size: 0 } }),
    });
    const { router } = renderApp('/department/ORG1/create', grid);
    expect(await screen.findByRole('heading', { name: 'Department Organisation' })).toBeTruthy();
    expect(screen.getByText('Organisations List')).toBeTruthy();
    expect(await screen.findByText('Acme Assessments')).toBeTruthy();
    expect(screen.getByText('Create Department')).toBeTruthy();
    expect(screen.queryByText('Audit Log')).toBeNull();

    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Research' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Finds things' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Department Saved')).toBeTruthy();
    expect(screen.getByText('Department information saved.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/department/save')?.body).toEqual({
      encryptedOrganisationId: 'ORG1',
      name: 'Research',
      description: 'Finds things',
      active: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/department/ORG1/D9'));
    expect(await screen.findByRole('heading', { name: 'Department Details' })).toBeTruthy();
  });

  it('an empty NEW form shows Validation Failed and the required messages', async () => {
    const { calls } = fakeApi({ 'GET /api/organisation/get/ORG1': () => ({ body: { encryptedId: 'ORG1', name: 'Acme' } }) });
    renderApp('/department/ORG1/CREATE', grid);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation Failed')).toBeTruthy();
    expect(screen.getAllByText('This is a required field')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/api/department/save')).toBe(false);
  });

  it('VIEW shows the values with YES/NO and an audit log; Edit → Edit Department; Cancel → VIEW', async () => {
    fakeApi({ 'GET /api/department/get/D1': () => ({ body: DEPT }), ...audit });
    renderApp('/department/ORG1/D1', grid);
    expect(await screen.findByRole('heading', { name: 'Department Details' })).toBeTruthy();
    expect(screen.getByText('YES')).toBeTruthy();
    expect(screen.getAllByText('Sales').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Audit Log' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit Department' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Audit Log' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Department Details' })).toBeTruthy();
    expect(screen.queryByText('Changed')).toBeNull();
  });

  it('hides Organisations List from an organisation admin', async () => {
    fakeApi({ 'GET /api/department/get/D1': () => ({ body: DEPT }), ...audit });
    renderApp('/department/ORG1/D1', profile(['ROLE_ORG_ADMIN']));
    expect(await screen.findByRole('heading', { name: 'Department Details' })).toBeTruthy();
    expect(screen.queryByText('Organisations List')).toBeNull();
  });

  it('a save answered with another status shows a dialog titled with the status', async () => {
    fakeApi({
      'GET /api/department/get/D1': () => ({ body: DEPT }),
      'POST /api/department/save': () => ({ body: { status: 'FAILED', message: 'Name already used' } }),
      ...audit,
    });
    renderApp('/department/ORG1/D1', grid);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FAILED')).toBeTruthy();
    expect(screen.getByText('Name already used')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Edit Department' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
