import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { GlobalErrorHandler } from '../../../app/global-error-handler.tsx';
import { AddCandidateMenu } from './add-candidate-menu.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));
vi.mock('../../upload/post-file-to-bucket.ts', () => ({
  postFileToBucket: async (_ticket: unknown, _file: File, onProgress: (n: number) => void) => onProgress(1),
}));

const TICKET = {
  url: 'http://bucket.test/uploads',
  fields: { key: 'tmp/booking-uploads/ORG1/b.csv', 'Content-Type': 'text/csv' },
  objectKey: 'tmp/booking-uploads/ORG1/b.csv',
  contentType: 'text/csv',
  maxBytes: 4194304,
  expiresInSeconds: 300,
};
const handlers = {
  'POST /api/user-booking/new-booking': () => ({ body: { status: 'SUCCESS', message: 'B9' } }),
  'POST /api/user/getUserList': () => ({ body: { dataset: [{ encryptedId: 'C1', fullName: 'Cleo Stone', username: 'cleo@example.org' }], size: 1 } }),
  'POST /api/upload/new-booking-ticket': () => ({ body: TICKET }),
  'POST /api/upload/new-booking': () => ({ body: { successCount: 2, errors: [{ row: 3, message: 'Email is required' }] } }),
};
/** Opens the menu and picks an item as a mouse does: the press highlights the item, the click selects it. */
const open = async (name: RegExp) => {
  fireEvent.click(screen.getByRole('button', { name: /Add Candidate/ }));
  const item = await screen.findByRole('menuitem', { name });
  await waitFor(() => expect(screen.getByRole('menu').getAttribute('data-state')).toBe('open'));
  fireEvent.pointerDown(item, { pointerType: 'mouse' });
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
};

describe('Add candidate menu (doc 2 §2 meeting page modals)', () => {
  it('adds an existing candidate by e-mail and unique id, both required', async () => {
    const { calls } = fakeApi(handlers);
    renderWithProviders(<AddCandidateMenu meetingId="M1" projectId="P1" />);
    await open(/Add existing candidate/);
    const dialog = await findDialog('Add existing candidate');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findAllByText('This is a required field')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'cleo@example.org' } });
    fireEvent.change(within(dialog).getByLabelText(/Unique Id/), { target: { value: 'U-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findAllByText('Meeting Booked')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user-booking/new-booking')?.body).toEqual({
      encryptedMeetingId: 'M1',
      email: 'cleo@example.org',
      uniqueId: 'U-1',
    });
  });

  it("a meeting that filled meanwhile: 'Not Allowed' with 'Max. Allowed spots already booked' (doc 2 §8)", async () => {
    fakeApi({
      ...handlers,
      'POST /api/user-booking/new-booking': () => ({
        status: 422,
        body: { status: 'Not Allowed', code: 'booking.not_allowed', message: 'Max. Allowed spots already booked' },
      }),
    });
    renderWithProviders(
      <>
        <GlobalErrorHandler />
        <AddCandidateMenu meetingId="M1" projectId="P1" />
      </>,
    );
    await open(/Add candidate to meeting/);
    const dialog = await findDialog('Add candidate to meeting');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Book Cleo Stone' }));
    const refused = await findDialog('Not Allowed', 'alertdialog');
    expect(within(refused).getByText('Max. Allowed spots already booked')).toBeTruthy();
    expect(screen.queryByText('Meeting Booked')).toBeNull();
  });

  it("books one of the project's missed or incomplete candidates with that existing status", async () => {
    const { calls } = fakeApi(handlers);
    renderWithProviders(<AddCandidateMenu meetingId="M1" projectId="P1" />);
    await open(/Add candidate to meeting/);
    const dialog = await findDialog('Add candidate to meeting');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Missed / Incomplete' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/user/getUserList')).toHaveLength(2));
    const search = JSON.parse((calls.filter((c) => c.path === '/api/user/getUserList')[1]!.body as { searchData: string }).searchData);
    expect(search).toEqual({ listType: 'ACTIVE', userType: 'CANDIDATE', encryptedProjectId: ['P1'], status: ['MISSED_INCOMPLETE'] });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Book Cleo Stone' }));
    expect(await screen.findAllByText('Meeting Booked')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user-booking/new-booking')?.body).toEqual({
      encryptedMeetingId: 'M1',
      encryptedCandidateId: 'C1',
      existingStatus: 'MISSED~INCOMPLETE',
    });
  });

  it('uploads a file of existing candidates into the meeting and shows the result', async () => {
    const { calls } = fakeApi(handlers);
    renderWithProviders(<AddCandidateMenu meetingId="M1" projectId="P1" />);
    await open(/Upload existing candidates/);
    const dialog = await findDialog('Upload existing candidates');
    expect(within(dialog).getByText('CSV: Unique Id, Email')).toBeTruthy();
    expect(within(dialog).getByText('Excel: Email')).toBeTruthy();
    expect(within(dialog).getByLabelText('file contains header row')).toBeTruthy();
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [new File(['x'.repeat(80)], 'b.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('2 Candidate/s Added Successfully')).toBeTruthy();
    expect(screen.getByText('Row 3: Email is required')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/upload/new-booking')?.body).toEqual({
      objectKey: TICKET.objectKey,
      encryptedProjectId: 'P1',
      encryptedMeetingId: 'M1',
      fileHeaderRow: 'Y',
    });
  });
});
