import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { loginAnswer, profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const PROJECTS = [
  { encryptedId: 'P1', name: 'Archived Graduate Intake', stepTypeDisplay: 'Assessment', readyToPurge: true, purgeDate: '2031-02-01' },
];
const MEETINGS = [
  { encryptedId: 'M1', encryptedProjectId: 'P1', dateTimeCombined: '02/03/2031 10:00 AEDT', projectName: 'Graduate Intake', purgeDate: '2031-02-03' },
];
const BOOKINGS = [
  { encryptedId: 'B1', candidateName: 'Cara Candidate', projectName: 'Graduate Intake', status: 'ARCHIVED', purgeDate: '2031-02-04' },
];
const USERS = [
  { encryptedId: 'U1', encryptedOrgId: 'ORG1', fullName: 'Del Deleted', username: 'del@example.com', purgeAction: 'DELETE', purgeDate: '2031-02-05' },
  {
    encryptedId: 'U2',
    encryptedOrgId: 'ORG1',
    fullName: 'Sam Sanitised',
    username: 'sam@example.com',
    purgeAction: 'SANITISE',
    sanitiseDate: '2031-02-06',
  },
];

function setup() {
  const api = fakeApi({
    'POST /api/project/getList/PURGE': () => ({ body: { dataset: PROJECTS, size: 1 } }),
    'POST /api/purge/getMeetingList': () => ({ body: { dataset: MEETINGS, size: 1 } }),
    'POST /api/purge/getBookingList': () => ({ body: { dataset: BOOKINGS, size: 1 } }),
    'POST /api/purge/getUserList': () => ({ body: { dataset: USERS, size: 2 } }),
    'POST /api/project/extendPurgeDate/P1/2099-01-31': () => ({ body: { status: 'SUCCESS', message: 'Purging Date Extended' } }),
    'POST /api/user/extendPurgeDate/ORG1/U2/2099-01-31': () => ({ body: { status: 'SUCCESS', message: '2099-01-31' } }),
  });
  const view = renderApp(
    '/manage/purge-list',
    profile(['ROLE_ORG_ADMIN']),
    loginAnswer({ configLabels: [{ code: 'CANDIDATE', display: 'Applicant' }] }),
  );
  return { ...api, ...view };
}

const lastCall = (calls: Recorded[], path: string) => {
  const found = calls.filter((c) => c.path === path);
  const body = found[found.length - 1]?.body as { searchData: string; pageIndex: number; pageSize: number } | undefined;
  return body && { ...body, searchData: JSON.parse(body.searchData) as Record<string, unknown> };
};
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('Data Purge Controller', () => {
  it('shows the four tabs, starts on Projects (the PURGE project list) with 30 days, and sends the chosen day filter', async () => {
    const { calls } = setup();
    await screen.findByText('Archived Graduate Intake');
    expect(screen.getByRole('heading', { name: 'Data Purge Controller' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Projects', 'Meetings', 'Bookings', 'Users']);
    expect(lastCall(calls, '/api/project/getList/PURGE')).toMatchObject({ searchData: { dayFilter: 30 }, pageIndex: 0, pageSize: 10 });
    expect([...select('Day Filter').options].map((o) => o.value)).toEqual(['30', '60', '90']);
    fireEvent.change(select('Day Filter'), { target: { value: '90' } });
    await waitFor(() => expect(lastCall(calls, '/api/project/getList/PURGE')?.searchData).toEqual({ dayFilter: 90 }));
    expect(screen.getByText('2031-02-01')).toBeTruthy();
  });

  it('changing tab resets the day filter to 30; Users adds the user type and, for candidates, the purge type', async () => {
    const { calls } = setup();
    await screen.findByText('Archived Graduate Intake');
    fireEvent.change(select('Day Filter'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    await screen.findByText('Sam Sanitised');
    expect(select('Day Filter').value).toBe('30');
    expect(lastCall(calls, '/api/purge/getUserList')?.searchData).toEqual({ dayFilter: 30, userType: 'candidate', purgeType: 'all' });
    expect([...select('User Type').options].map((o) => o.text)).toEqual(['Applicant', 'Assessor', 'Invigilator', 'Organisation Admin']);
    fireEvent.change(select('Type'), { target: { value: 'sanitise' } });
    await waitFor(() =>
      expect(lastCall(calls, '/api/purge/getUserList')?.searchData).toEqual({ dayFilter: 30, userType: 'candidate', purgeType: 'sanitise' }),
    );
    fireEvent.change(select('User Type'), { target: { value: 'assessor' } });
    await waitFor(() => expect(lastCall(calls, '/api/purge/getUserList')?.searchData).toEqual({ dayFilter: 30, userType: 'assessor' }));
    expect(screen.queryByLabelText('Type')).toBeNull();
  });

  it('remembers the last search: the tab and its filters come back', async () => {
    setup();
    await screen.findByText('Archived Graduate Intake');
    fireEvent.click(screen.getByRole('tab', { name: 'Meetings' }));
    await screen.findByText('02/03/2031 10:00 AEDT');
    fireEvent.change(select('Day Filter'), { target: { value: '60' } });
    const again = setup();
    await within(again.container).findByText('02/03/2031 10:00 AEDT');
    expect(lastCall(again.calls, '/api/purge/getMeetingList')?.searchData).toEqual({ dayFilter: 60 });
  });

  it('a booking row opens the booking dialog', async () => {
    setup();
    await screen.findByText('Archived Graduate Intake');
    fireEvent.click(screen.getByRole('tab', { name: 'Bookings' }));
    fireEvent.click(await screen.findByText('Cara Candidate'));
    expect(await screen.findByText('Project: Graduate Intake')).toBeTruthy();
    expect(screen.getByText('Purge Date: 2031-02-04')).toBeTruthy();
  });

  it('extends a date: a date is required and must be after today; then Purging Date Extended', async () => {
    const { calls } = setup();
    await screen.findByText('Archived Graduate Intake');
    fireEvent.click(screen.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select a date')).toBeTruthy();
    fireEvent.change(dialog.querySelector('input[type="date"]')!, { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The purge date must be after today.')).toBeTruthy();
    fireEvent.change(dialog.querySelector('input[type="date"]')!, { target: { value: '2099-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Purging Date Extended')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/project/extendPurgeDate/P1/2099-01-31')).toBe(true);
  });

  it("a user to sanitise extends their sanitise date through the user's call", async () => {
    const { calls } = setup();
    await screen.findByText('Archived Graduate Intake');
    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    const row = (await screen.findByText('Sam Sanitised')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/New Sanitise Date/)).toBeTruthy();
    fireEvent.change(dialog.querySelector('input[type="date"]')!, { target: { value: '2099-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Purging Date Extended')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/user/extendPurgeDate/ORG1/U2/2099-01-31')).toBe(true);
  });
});
