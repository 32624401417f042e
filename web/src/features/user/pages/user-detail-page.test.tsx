import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';
import { serverToday } from '../lib/invitation-expiry.ts';

// Lazy pages and Chakra dialogs can take over a second to settle on a loaded machine.

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const ACCESS = {
  encryptedOrgId: 'ORG1',
  organisationName: 'Acme Assessments',
  status: 'ACTIVE',
  active: true,
  archived: false,
  assessorAdmin: true,
  internalProjectAccess: false,
};
const ASSESSOR = {
  encryptedId: 'U9',
  firstName: 'Ava',
  lastName: 'Assessor',
  fullName: 'Ava Assessor',
  username: 'ava@example.com',
  type: 'ASSESSOR',
  typeDisplay: 'Assessor',
  status: 'ACTIVE',
  active: true,
  archived: false,
  mobileNo: '+61412345678',
  mfaType: 'EMAIL',
  mfaTypeDisplay: 'Email Address',
  userId: '1009',
  userOrgAccessList: [ACCESS],
};
const ok =
  (message = 'Done') =>
  () => ({ body: { status: 'SUCCESS', message } });
const orgAdmin = profile(['ROLE_ORG_ADMIN']);

function setup(user: Record<string, unknown>, extra: Record<string, (r: Recorded) => { status?: number; body?: unknown }> = {}, viewer = orgAdmin) {
  const api = fakeApi({
    'GET /api/user/get/U9': () => ({ body: user }),
    'POST /api/assessor/getAssessorAdminByUser/U9/1': () => ({
      body: {
        dataset: [{ encryptedId: 'A2', fullName: 'Ben Assessor', username: 'ben@example.com', requestTypes: 'INTERVIEW~ASSESSMENT' }],
        size: 1,
      },
    }),
    'POST /api/assessor/getAssessorAdminByUser/U9/0': () => ({ body: { dataset: [], size: 0 } }),
    'POST /api/user-booking/getUserBookingList/ASSESSOR/U9': () => ({ body: { dataset: [], size: 0 } }),
    'POST /api/user-booking/getUserBookingList/CANDIDATE/U9': () => ({ body: { dataset: [], size: 0 } }),
    'POST /api/auditLog/getByRefId/User/U9': () => ({
      body: { dataset: [{ logOn: '2025-03-01T00:00:00Z', logBy: 'Grace Admin', logMsg: 'User deactivated' }], size: 1 },
    }),
    ...extra,
  });
  return { ...api, ...renderApp('/user/U9', viewer) };
}
const actionNames = () => {
  const header = screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;
  return within(header)
    .queryAllByRole('button')
    .map((b) => b.textContent);
};
const posted = (calls: Recorded[], path: string) => calls.filter((c) => c.path === path);

describe('user detail', () => {
  it('an active assessor: chips and the smart actions that apply', async () => {
    setup(ASSESSOR);
    expect(await screen.findByRole('heading', { name: 'User Details' })).toBeTruthy();
    expect(screen.getAllByText('Ava Assessor').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Assessor Admin').length).toBeGreaterThan(0);
    expect(actionNames()).toEqual(['Edit', 'Reset 2-Step Authentication', 'Add Assessor', 'Add Assessor Admin', 'Deactivate', 'Archive']);
    expect(screen.queryByText('User Id')).toBeNull();
  });

  it('grid-admin users have no actions', async () => {
    setup({ ...ASSESSOR, type: 'GRID_ADMIN' });
    await screen.findByRole('heading', { name: 'User Details' });
    expect(actionNames()).toEqual([]);
  });

  it('archived users have no actions', async () => {
    setup({ ...ASSESSOR, status: 'ARCHIVED', archived: true, userOrgAccessList: [{ ...ACCESS, status: 'ARCHIVED', archived: true, active: false }] });
    await screen.findByRole('heading', { name: 'User Details' });
    expect(actionNames()).toEqual([]);
  });

  it('Deactivate asks for a reason (required, no markup) and posts it', async () => {
    const { calls } = setup(ASSESSOR, { 'POST /api/user/deactivateAssessor/ORG1/U9': ok('Access deactivated.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must enter a value')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '<script>x</script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid Markup Found')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Value length entered exceeds max. allowed length of 200')).toBeTruthy();
    expect(posted(calls, '/api/user/deactivateAssessor/ORG1/U9')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: ' Left the panel ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Deactivated')).toBeTruthy();
    expect(screen.getByText('Access deactivated.')).toBeTruthy();
    expect(posted(calls, '/api/user/deactivateAssessor/ORG1/U9')[0]?.body).toEqual({ reason: 'Left the panel' });
  });

  it('Activate for a deactivated access; a refusal shows FAILED with the message', async () => {
    const user = {
      ...ASSESSOR,
      status: 'INACTIVE',
      userOrgAccessList: [{ ...ACCESS, status: 'INACTIVE', active: false, statusReason: 'Deactivated' }],
    };
    setup(user, {
      'POST /api/user/activateAssessor/ORG1/U9': () => ({ body: { status: 'FAILED', message: 'Profile is Not Active/Marked as Archived' } }),
    });
    await screen.findByRole('heading', { name: 'User Details' });
    expect(actionNames()).toEqual(['Edit', 'Reset 2-Step Authentication', 'Activate', 'Archive']);
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: 'Back on the panel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('FAILED')).toBeTruthy();
    expect(screen.getByText('Profile is Not Active/Marked as Archived')).toBeTruthy();
  });

  it('Archive: confirm, then User Deleted / User record archived.', async () => {
    const { calls } = setup(ASSESSOR, { 'POST /api/user/archive/ORG1/U9': ok('User record archived.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('User Deleted')).toBeTruthy();
    expect(screen.getByText('User record archived.')).toBeTruthy();
    expect(posted(calls, '/api/user/archive/ORG1/U9')).toHaveLength(1);
  });

  it('Extend Invite Expiry for an invited access: a date is required, then it is posted as yyyy-MM-dd', async () => {
    const invited = {
      ...ASSESSOR,
      type: 'CANDIDATE',
      typeDisplay: 'Candidate',
      status: 'INVITED',
      mfaType: null,
      userOrgAccessList: [
        {
          ...ACCESS,
          status: 'INVITED',
          active: false,
          invitationExpiry: 'January 1, 2020, 11:00 AM',
          invitationExpiryOn: '2020-01-01T00:00:00.000Z',
          invitationExpiryText: 'Expired',
        },
      ],
    };
    const date = serverToday();
    const { calls } = setup(invited, { [`POST /api/user/extendExpiryDate/ORG1/U9/${date}`]: ok(date) });
    await screen.findByRole('heading', { name: 'User Details' });
    expect(actionNames()).toEqual(['Edit', 'Extend Invite Expiry', 'Archive']);
    expect(screen.getByText('January 1, 2020, 11:00 AM (Expired)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Extend Invite Expiry' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a date')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/New expiry date/), { target: { value: '2001-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select today or a later date')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/New expiry date/), { target: { value: date } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invitation Expiry Date Extended')).toBeTruthy();
    expect(screen.getByText(`Date Change Success New expiry: ${date}`, { normalizer: (t) => t.replace(/\s+/g, ' ').trim() })).toBeTruthy();
    expect(posted(calls, `/api/user/extendExpiryDate/ORG1/U9/${date}`)).toHaveLength(1);
  });

  it('Edit saves names and mobile through user/update and returns to view', async () => {
    const { calls } = setup({ ...ASSESSOR, mfaType: null }, { 'POST /api/user/update': ok('Saved') });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/First Name/), { target: { value: 'Avery' } });
    fireEvent.change(screen.getByLabelText(/Mobile/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Profile Update')).toBeTruthy();
    expect(posted(calls, '/api/user/update')[0]?.body).toEqual({ encryptedId: 'U9', firstName: 'Avery', lastName: 'Assessor', mobileNo: '' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'User Details' })).toBeTruthy();
  });

  it('subsets: the assessor list removes with flag 0 and the row access types; the open tab is remembered', async () => {
    const { calls } = setup(ASSESSOR, { 'POST /api/assessor/addRemoveAssessorAccess/ORG1/0/A2/U9/INTERVIEW~ASSESSMENT': ok('Access removed.') });
    fireEvent.click(await screen.findByRole('tab', { name: 'Assessor List' }));
    const row = (await screen.findByText('Ben Assessor')).closest('tr')!;
    expect(within(row).getByText('Interview, Assessment')).toBeTruthy();
    expect(posted(calls, '/api/assessor/getAssessorAdminByUser/U9/1')[0]?.body as Record<string, unknown>).toMatchObject({
      sortColumn: 'fullName',
      pageSize: 10,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Access removed.')).toBeTruthy();
    expect(localStorage.getItem('scheduler.user-detail.tab')).toBe('ASSESSORS');
  });

  it("subsets: the Bookings List holds the bookings of the meetings an assessor runs, and a candidate's own", async () => {
    localStorage.setItem('scheduler.user-detail.tab', 'BOOKINGS');
    const booking = { encryptedId: 'B1', status: 'CONFIRMED', candidateName: 'Cleo Stone', dateTimeCombined: 'Monday, 01 March 2027 09:00 AM Syd' };
    const { calls } = setup(ASSESSOR, { 'POST /api/user-booking/getUserBookingList/ASSESSOR/U9': () => ({ body: { dataset: [booking], size: 1 } }) });
    expect(await screen.findByText('Cleo Stone')).toBeTruthy();
    expect(posted(calls, '/api/user-booking/getUserBookingList/ASSESSOR/U9')).toHaveLength(1);
  });

  it("subsets: a candidate's Bookings List reads the candidate's bookings", async () => {
    localStorage.setItem('scheduler.user-detail.tab', 'BOOKINGS');
    const booking = { encryptedId: 'B2', status: 'CANCELLED', candidateName: 'Casey Candidate', dateTimeCombined: '' };
    const candidate = { ...ASSESSOR, type: 'CANDIDATE', typeDisplay: 'Candidate' };
    setup(candidate, { 'POST /api/user-booking/getUserBookingList/CANDIDATE/U9': () => ({ body: { dataset: [booking], size: 1 } }) });
    expect(await screen.findByText('Casey Candidate')).toBeTruthy();
  });

  it('a grid admin sees the user id, organisation names, one access card per organisation, and picks the organisation', async () => {
    const two = {
      ...ASSESSOR,
      userOrgAccessList: [ACCESS, { ...ACCESS, encryptedOrgId: 'ORG2', organisationName: 'Beta Group', assessorAdmin: false }],
    };
    const { calls } = setup(two, { 'POST /api/user/deactivateAssessor/ORG2/U9': ok('Deactivated at Beta.') }, profile(['ROLE_GRID_ADMIN']));
    await screen.findByRole('heading', { name: 'User Details' });
    expect(screen.getByText('1009')).toBeTruthy();
    expect(screen.getByText('Acme Assessments, Beta Group')).toBeTruthy();
    expect(screen.getAllByTestId('access-card')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(await screen.findByLabelText('Beta Group'));
    await waitFor(() => expect((screen.getByLabelText('Beta Group') as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: 'Moved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Deactivated at Beta.')).toBeTruthy();
    expect(posted(calls, '/api/user/deactivateAssessor/ORG2/U9')).toHaveLength(1);
  });
});
