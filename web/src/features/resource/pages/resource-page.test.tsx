import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const ROOM = {
  encryptedId: 'R1',
  encryptedOrganisationId: 'ORG1',
  organisationName: 'Acme Assessments',
  countryCode: 'AU',
  name: 'Room 1',
  type: 'Room',
  encryptedAddressId: 'ADDR1',
  addressLabel: 'Head office',
  addLine1: '1 George St',
  city: 'Sydney',
  state: 'NSW',
  postCode: 2000,
  displayAddress: 'Head office, 1 George St, Sydney NSW 2000',
  status: 'Active',
  active: true,
};
const grid = profile(['ROLE_GRID_ADMIN']);
const common = {
  'GET /api/resource/getTypesByOrg/ORG1': () => ({ body: ['Laptop', 'Room'] }),
  'POST /api/meeting/getMeetingListByResource/R1': () => ({
    body: {
      dataset: [
        {
          encryptedId: 'M1',
          encryptedProjectId: 'P1',
          dateTimeCombined: 'Tuesday, 01 December 2026 11:00 AM Syd',
          projectName: 'Assessment centre',
          stepTypeDisplay: 'Assessment',
          assessorName: 'Ivy Proctor',
          seats: '2/5',
        },
      ],
      size: 1,
    },
  }),
  'POST /api/auditLog/getByRefId/ResourceBooking/R1': () => ({
    body: { dataset: [{ logOn: '2026-11-20T01:00:00.000Z', logBy: 'Alice', logMsg: 'Resource created.' }], size: 1 },
  }),
};

describe('resource page (doc 3 §2.12)', () => {
  it("VIEW: breadcrumbs, the fields and the address on one line, the Active chip, the resource's bookings, the audit log", async () => {
    fakeApi({ 'GET /api/resource/getModel/R1': () => ({ body: ROOM }), ...common });
    renderApp('/resource-booking/ORG1/R1', grid);
    expect(await screen.findByText('Head office, 1 George St, Sydney NSW 2000')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Resource Details' })).toBeTruthy();
    expect(screen.getByText('Organisations List')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme Assessments' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(await screen.findByText('Ivy Proctor')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '2/5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Audit Log' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeTruthy();
  });

  it('omits Organisations List for an organisation admin', async () => {
    fakeApi({ 'GET /api/resource/getModel/R1': () => ({ body: ROOM }), ...common });
    renderApp('/resource-booking/ORG1/R1', profile(['ROLE_ORG_ADMIN']));
    expect(await screen.findByRole('heading', { name: 'Resource Details' })).toBeTruthy();
    expect(screen.queryByText('Organisations List')).toBeNull();
  });

  it("Edit → save sends the resource and its address and returns to VIEW with 'Resource Updated'", async () => {
    const { calls } = fakeApi({
      'GET /api/resource/getModel/R1': () => ({ body: ROOM }),
      'POST /api/resource/save/ORG1': () => ({ body: { status: 'SUCCESS', message: 'R1' } }),
      ...common,
    });
    renderApp('/resource-booking/ORG1/R1', grid);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit Resource' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Resource Name/), { target: { value: 'Boardroom' } });
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: 'Parramatta' } });
    fireEvent.change(screen.getByLabelText(/Post Code/), { target: { value: '2150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Resource Updated')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/resource/save/ORG1')?.body).toEqual({
      encryptedId: 'R1',
      name: 'Boardroom',
      type: 'Room',
      encryptedAddressId: 'ADDR1',
      addressLabel: 'Head office',
      addLine1: '1 George St',
      city: 'Parramatta',
      state: 'NSW',
      postCode: 2150,
      countryCode: 'AU',
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Resource Details' })).toBeTruthy();
  });

  it('Edit refuses a bad post code and an empty name without sending', async () => {
    const { calls } = fakeApi({ 'GET /api/resource/getModel/R1': () => ({ body: ROOM }), ...common });
    renderApp('/resource-booking/ORG1/R1', grid);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByLabelText(/Resource Name/), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(/Post Code/), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation Failed')).toBeTruthy();
    expect(screen.getByText('Min. Value Allowed: 100')).toBeTruthy();
    expect(screen.getByText('This is a required field')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/resource/save/ORG1')).toBe(false);
  });

  it("Archive asks, archives ('Resource Deleted' / 'Resource archived.') and leaves the page", async () => {
    const { calls } = fakeApi({
      'GET /api/resource/getModel/R1': () => ({ body: ROOM }),
      'POST /api/resource/archive/R1': () => ({ body: { status: 'SUCCESS', message: 'Resource archived.' } }),
      ...common,
    });
    const { router } = renderApp('/resource-booking/ORG1/R1', grid);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Resource Deleted')).toBeTruthy();
    expect(screen.getByText('Resource archived.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/resource/archive/R1')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // Opened directly, there is no previous page: it returns to the organisation.
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/ORG1'));
  });

  it('a Deleted resource shows the Deleted chip and no actions', async () => {
    fakeApi({ 'GET /api/resource/getModel/R1': () => ({ body: { ...ROOM, status: 'Deleted', active: false } }), ...common });
    renderApp('/resource-booking/ORG1/R1', grid);
    expect(await screen.findByRole('heading', { name: 'Resource Details' })).toBeTruthy();
    expect(screen.getByText('Deleted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });
});
