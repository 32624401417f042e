import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));
// The bucket is not the API: the upload dialog's POST to it reports the whole file sent.
vi.mock('../../../shared/upload/post-file-to-bucket.ts', () => ({
  postFileToBucket: async (_ticket: unknown, _file: File, onProgress: (n: number) => void) => onProgress(1),
}));

const row = (id: string, over: Record<string, unknown> = {}) => ({
  encryptedId: id,
  encryptedProjectId: 'P1',
  dateTimeCombined: `Monday, 0${id.slice(-1)} March 2032 10:00 AM Syd`,
  projectName: 'Graduate interviews',
  stepType: 'INTERVIEW',
  stepTypeDisplay: 'Interview',
  assessorName: 'Ava Stone',
  displayAddress: '1 George St, Sydney NSW 2000',
  seats: '0/1',
  past: false,
  ...over,
});
const LIST = 'POST /api/meeting/getMeetingList/NA/NA';
const rows = [row('M1'), row('M2'), row('M3', { stepType: 'ASSESSMENT', stepTypeDisplay: 'Assessment' })];
const handlers = {
  [LIST]: () => ({ body: { dataset: rows, size: 3 } }),
  'GET /api/project/getSelectList/ORG1': () => ({ body: [{ encryptedId: 'P1', name: 'Graduate interviews' }] }),
  'POST /api/assessor/getAllAssessorByType': () => ({
    body: Array.from({ length: 7 }, (_, i) => ({ encryptedId: `A${i}`, fullName: `Assessor ${i}`, userType: 'ASSESSOR' })),
  }),
  'GET /api/organisation/getTimezoneList/ORG1': () => ({ body: [{ encryptedId: 'Australia/Sydney', name: 'Sydney' }] }),
  'POST /api/meeting/bulk-edit': () => ({ body: { status: 'SUCCESS', message: '2 Meetings updated.', successCount: 2 } }),
};
const admin = profile(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE']);
const assessor = profile(['ROLE_ASSESSOR']);
const searchOf = (call: { body?: unknown } | undefined) => JSON.parse(String((call?.body as { searchData?: string })?.searchData ?? '{}'));
/** Reads a message dialog's text and answers it OK, waiting until it has gone. */
async function dismiss(text: string) {
  const dialog = (await screen.findByText(text)).closest('[role="alertdialog"]') as HTMLElement;
  // Over the bulk edit dialog the message may still be marked hidden to assistive tech for a tick: find OK by its text.
  fireEvent.click(within(dialog).getByText('OK'));
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}
const listCalls = (calls: { path: string; body?: unknown }[]) => calls.filter((c) => c.path === '/api/meeting/getMeetingList/NA/NA');

describe('meeting list page', () => {
  it('shows an admin the admin tabs and Seats, and a tab change resets the filters', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi(handlers);
    renderApp('/manage/meeting-list', admin);
    expect(await screen.findByRole('heading', { name: 'Manage Meetings' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'Inactive', 'Archived', 'Internal']);
    await screen.findAllByText('Graduate interviews');
    expect(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .join('|'),
    ).toContain('Seats');
    expect(searchOf(listCalls(calls)[0])).toMatchObject({ listType: 'active', filters: [] });
    expect(listCalls(calls)[0]!.body).toMatchObject({ sortColumn: 'dateTimeCombined', sortDirection: 'asc' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2032-03-01' } });
    await waitFor(() => expect(searchOf(listCalls(calls).at(-1))).toMatchObject({ dateRange: '2032-03-01~' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Inactive' }));
    await waitFor(() => expect(searchOf(listCalls(calls).at(-1))).toMatchObject({ listType: 'inactive' }));
    expect(searchOf(listCalls(calls).at(-1)).dateRange).toBeUndefined();
  });

  it('remembers the tab and filters of the page', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi(handlers);
    const first = renderApp('/manage/meeting-list', admin);
    await screen.findAllByText('Graduate interviews');
    fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    fireEvent.change(await screen.findByLabelText('To'), { target: { value: '2032-04-30' } });
    await waitFor(() => expect(searchOf(listCalls(calls).at(-1))).toMatchObject({ listType: 'archived', dateRange: '~2032-04-30' }));
    first.unmount();
    renderApp('/manage/meeting-list', admin);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Archived' }).getAttribute('aria-selected')).toBe('true'));
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2032-04-30');
    // No bulk edit on the archived tab.
    expect(screen.queryByRole('button', { name: 'Bulk Edit' })).toBeNull();
  });

  it('offers the assessor filter with a search and select all over 5 assessors', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi(handlers);
    renderApp('/manage/meeting-list', admin);
    fireEvent.click(await screen.findByRole('button', { name: /^Assessor \/ Invigilator:/ }));
    expect(await screen.findByLabelText('Search Assessor / Invigilator')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await waitFor(() => expect(searchOf(listCalls(calls).at(-1)).encryptedAssessorId).toHaveLength(7));
  });

  it('bulk-edits two selected meetings after the irreversible confirmation', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi(handlers);
    renderApp('/manage/meeting-list', admin);
    await screen.findAllByText('Graduate interviews');
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Selected (0)' }));
    await dismiss('You have not selected any records');

    // The checkbox reports its change a tick after the click: wait for the count each time.
    fireEvent.click(await screen.findByLabelText(/Select Monday, 01 March/));
    await screen.findByRole('button', { name: 'Edit Selected (1)' });
    fireEvent.click(screen.getByLabelText(/Select Monday, 03 March/));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Selected (2)' }));
    await dismiss('You cannot edit records with different Meeting types.');
    fireEvent.click(screen.getByLabelText(/Select Monday, 03 March/));
    await screen.findByRole('button', { name: 'Edit Selected (1)' });
    fireEvent.click(screen.getByLabelText(/Select Monday, 02 March/));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Selected (2)' }));

    const dialog = await findDialog(/Meeting Bulk Edit/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await dismiss('You have not made any selection for bulk update');
    fireEvent.click(within(dialog).getByLabelText('Start Time'));
    await waitFor(() => expect(within(dialog).getAllByLabelText('Start Time')).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await dismiss('Missing Selection');
    fireEvent.change(within(dialog).getAllByLabelText('Start Time').at(-1)!, { target: { value: '14:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This bulk edit cannot be undone. Do you wish to continue?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 Meetings updated.')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/meeting/bulk-edit')?.body;
    expect(sent).toMatchObject({ encryptedIds: ['M1', 'M2'], stepType: 'INTERVIEW', editStartTime: true, startTime: '14:30', editActive: false });
  });

  it('gives assessors the Pending Approval tab, Upload and New, and opens their meeting page', async () => {
    sessionStorage.clear();
    fakeApi(handlers);
    const { router } = renderApp('/manage/meeting-list', assessor);
    await screen.findAllByText('Graduate interviews');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'Pending Approval']);
    expect(screen.queryByRole('columnheader', { name: 'Seats' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    fireEvent.click(screen.getAllByText('Graduate interviews')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessor/meeting/M1'));
    expect(localStorage.getItem('meeting-return-url')).toBe('manage/meeting-list');
  });

  it("Upload opens the meeting upload dialog; after an assessor's upload the list moves to Pending Approval (Inactive)", async () => {
    sessionStorage.clear();
    const { calls } = fakeApi({
      ...handlers,
      'GET /api/project/getAssessorProjectList': () => ({ body: [{ encryptedId: 'P1', name: 'Graduate interviews', stepType: 'INTERVIEW' }] }),
      'POST /api/upload/new-meeting-ticket': () => ({
        body: {
          url: 'http://bucket.test',
          fields: { key: 'k' },
          objectKey: 'tmp/meeting-uploads/ORG1/J/m.csv',
          contentType: 'text/csv',
          maxBytes: 4194304,
          expiresInSeconds: 300,
        },
      }),
      'POST /api/upload/new-meeting': () => ({ body: { status: 'SUCCESS', successCount: 2, errors: [] } }),
    });
    renderApp('/manage/meeting-list', assessor);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    await screen.findByRole('option', { name: 'Graduate interviews' });
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: 'P1' } });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [new File(['x'.repeat(120)], 'm.csv')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/^2 .+\/s Added Successfully$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload another' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending Approval' }).getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(searchOf(listCalls(calls).at(-1))).toMatchObject({ listType: 'inactive' }));
  });

  it('New goes to the assessor meeting page create route', async () => {
    sessionStorage.clear();
    fakeApi(handlers);
    const { router } = renderApp('/manage/meeting-list', assessor);
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessor/meeting/create'));
  });

  it('opens the meeting dialog for an invigilator instead of the meeting page', async () => {
    sessionStorage.clear();
    fakeApi(handlers);
    const { router } = renderApp('/manage/meeting-list', profile(['ROLE_INVIGILATOR']));
    fireEvent.click((await screen.findAllByText('Graduate interviews'))[0]!);
    const dialog = await findDialog('Meeting Details');
    expect(within(dialog).getByText('1 George St, Sydney NSW 2000')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manage/meeting-list');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meeting Details' })).toBeNull());
  });
});
