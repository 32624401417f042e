import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { loginAnswer, profile, renderApp } from '../../../test/render-app.tsx';

// Lazy pages and Chakra dialogs can take over a second to settle on a loaded machine.

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const DAY = 86_400_000;
const ROWS = [
  { encryptedId: 'U2', fullName: 'Ava Active', username: 'ava@example.com', typeDisplay: 'Candidate', status: 'ACTIVE', mobileNo: '+61412345678' },
  {
    encryptedId: 'U3',
    fullName: 'Ivy Invited',
    username: 'ivy@example.com',
    typeDisplay: 'Candidate',
    status: 'INVITED',
    invitationExpiry: new Date(Date.now() + 3 * DAY - 60_000).toISOString(),
  },
  {
    encryptedId: 'U4',
    fullName: 'Eli Expired',
    username: 'eli@example.com',
    typeDisplay: 'Candidate',
    status: 'INVITED',
    invitationExpiry: 'March 5, 2025, 9:30 AM',
    invitationExpiryOn: '2025-03-04T22:30:00.000Z',
    invitationExpiryText: 'Expired',
  },
  {
    encryptedId: 'U5',
    fullName: 'Pat Purge',
    username: 'pat@example.com',
    typeDisplay: 'Candidate',
    status: 'ARCHIVED',
    archived: true,
    listViewReadyToPurge: true,
    purgeDate: '2025-06-01T00:00:00Z',
  },
];

function setup() {
  const api = fakeApi({
    'POST /api/user/getUserList': () => ({ body: { dataset: ROWS, size: ROWS.length } }),
    'GET /api/project/getSelectList/ORG1': () => ({ body: [{ encryptedId: 'P1', name: 'Graduate Intake' }] }),
  });
  const view = renderApp('/manage/user-list', profile(['ROLE_ORG_ADMIN']), loginAnswer({ configLabels: [{ code: 'ASSESSOR', display: 'Coach' }] }));
  return { ...api, ...view };
}

const lastSearch = (calls: Recorded[]) => {
  const list = calls.filter((c) => c.path === '/api/user/getUserList');
  const body = list[list.length - 1]?.body as { searchData: string; sortColumn: string; sortDirection: string };
  return { ...body, searchData: JSON.parse(body.searchData) as Record<string, unknown> };
};
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('Manage Users list', () => {
  it('tabs in order; Active with candidate by default, sorted by full name', async () => {
    const { calls } = setup();
    await screen.findByText('Ava Active');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'Unregistered', 'Archived', 'Deactivated', 'All']);
    expect(lastSearch(calls)).toMatchObject({
      sortColumn: 'fullName',
      sortDirection: 'asc',
      searchData: { listType: 'ACTIVE', userType: 'CANDIDATE' },
    });
    expect([...select('User Type').options].map((o) => o.text)).toEqual(['Candidate', 'Coach', 'Invigilator', 'Organisation Admin']);
  });

  it('Unregistered sends the expiry filter (7 Expiring by default, then the chosen values)', async () => {
    const { calls } = setup();
    await screen.findByText('Ava Active');
    fireEvent.click(screen.getByRole('tab', { name: 'Unregistered' }));
    await waitFor(() =>
      expect(lastSearch(calls).searchData).toEqual({ listType: 'UNREGISTERED', userType: 'CANDIDATE', expiryDays: 7, expiryType: 'Expiring' }),
    );
    expect([...select('Expiry Days').options].map((o) => o.value)).toEqual(['7', '15', '30']);
    fireEvent.change(select('Expiry Days'), { target: { value: '30' } });
    await waitFor(() => expect(lastSearch(calls).searchData).toMatchObject({ expiryDays: 30 }));
    fireEvent.change(select('Expiry Type'), { target: { value: 'Expired' } });
    await waitFor(() => expect(lastSearch(calls).searchData).toMatchObject({ expiryDays: 30, expiryType: 'Expired' }));
  });

  it('Deactivated forces the assessor type and offers assessor and invigilator only; project and status filters are sent', async () => {
    const { calls } = setup();
    await screen.findByText('Ava Active');
    fireEvent.click(screen.getByRole('tab', { name: 'Deactivated' }));
    await waitFor(() => expect(lastSearch(calls).searchData).toEqual({ listType: 'DEACTIVATED', userType: 'ASSESSOR' }));
    expect([...select('User Type').options].map((o) => o.value)).toEqual(['ASSESSOR', 'INVIGILATOR']);
    await waitFor(() => expect(select('Project').options.length).toBe(2));
    fireEvent.change(select('Project'), { target: { value: 'P1' } });
    fireEvent.change(select('Status'), { target: { value: 'INACTIVE' } });
    await waitFor(() =>
      expect(lastSearch(calls).searchData).toEqual({ listType: 'DEACTIVATED', userType: 'ASSESSOR', encryptedProjectId: 'P1', status: 'INACTIVE' }),
    );
  });

  it('remembers the tab and filters', async () => {
    const first = setup();
    await screen.findByText('Ava Active');
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    fireEvent.change(select('User Type'), { target: { value: 'ORG_ADMIN' } });
    await waitFor(() => expect(lastSearch(first.calls).searchData).toEqual({ listType: 'ALL', userType: 'ORG_ADMIN' }));
    cleanup();
    const again = setup();
    await screen.findByText('Ava Active');
    expect(lastSearch(again.calls).searchData).toEqual({ listType: 'ALL', userType: 'ORG_ADMIN' });
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('rows: status colours, invitation expiry text, purge date; a click opens the user', async () => {
    const { router } = setup();
    const ava = (await screen.findByText('Ava Active')).closest('tr')!;
    expect(within(ava).getByText('Active').getAttribute('data-status-palette')).toBe('green');
    const ivy = screen.getByText('Ivy Invited').closest('tr')!;
    expect(within(ivy).getByText('Invited').getAttribute('data-status-palette')).toBe('blue');
    expect(within(ivy).getByText('Expiring in 3 days')).toBeTruthy();
    const eli = within(screen.getByText('Eli Expired').closest('tr')!).getByText('Expired');
    expect(eli.getAttribute('title')).toBe('March 5, 2025, 9:30 AM');
    const pat = screen.getByText('Pat Purge').closest('tr')!;
    expect(within(pat).getByText('Archived').getAttribute('data-status-palette')).toBe('gray');
    expect(within(pat).getByText(/Purge Date:/)).toBeTruthy();
    fireEvent.click(ava);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/U2'));
  });

  it('Add user asks for the role and opens the add-user dialog for the organisation', async () => {
    setup();
    await screen.findByText('Ava Active');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    fireEvent.click(await screen.findByLabelText('Coach / Invigilator'));
    await waitFor(() => expect((screen.getByLabelText('Coach / Invigilator') as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('New Coach')).toBeTruthy();
  });
});
