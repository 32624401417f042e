import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ProjectAddCandidateMenu } from './add-candidate-project-menu.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));
vi.mock('../../upload/post-file-to-bucket.ts', () => ({
  postFileToBucket: async (_ticket: unknown, _file: File, onProgress: (n: number) => void) => onProgress(1),
}));

const TICKET = {
  url: 'http://bucket.test/uploads',
  fields: { key: 'uploads/ORG1/c.xlsx', 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  objectKey: 'uploads/ORG1/c.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  maxBytes: 4194304,
  expiresInSeconds: 300,
};
const settings = (over: object = {}) => ({ organisationName: 'Acme', uploadType: 'Excel', countryCode: 'AU', showLinkExpiry: true, ...over });

/** Opens the menu and picks an item as a mouse does: the press highlights the item, the click selects it. */
const pick = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: /Add Candidate/ }));
  const item = await screen.findByRole('menuitem', { name });
  await waitFor(() => expect(screen.getByRole('menu').getAttribute('data-state')).toBe('open'));
  fireEvent.pointerDown(item, { pointerType: 'mouse' });
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
};

describe("the project's Add candidate menu (doc 2 §2: Upload or Manually)", () => {
  it('Upload sends a file of the organisation’s type into this project and shows the result of its job', async () => {
    let reads = 0;
    const { calls } = fakeApi({
      'GET /api/upload/getCandidateInviteSettings/ORG1': () => ({ body: settings() }),
      'POST /api/upload/new-candidate-ticket': () => ({ body: TICKET }),
      'POST /api/upload/new-candidate': () => ({ body: { successCount: 0, errors: [], jobId: 'J1' } }),
      'GET /api/upload/getCandidateUploadJob/ORG1/J1': () => {
        reads += 1;
        const done = reads > 1;
        return {
          body: {
            jobId: 'J1',
            status: done ? 'DONE' : 'RUNNING',
            fileBytes: 100,
            bytesRead: done ? 100 : 50,
            rowsDone: done ? 3 : 1,
            successCount: done ? 2 : 0,
            errorCount: done ? 1 : 0,
            errors: done ? [{ row: 4, message: 'Email is not valid' }] : [],
          },
        };
      },
    });
    renderWithProviders(<ProjectAddCandidateMenu organisationId="ORG1" project={{ id: 'P1', stepType: 'INTERVIEW' }} />);
    await pick('Upload');
    const dialog = await findDialog('Upload Candidates');
    // A modal dialog hides the rest of the page one animation frame after it opens (zag's ariaHidden, deferred): a
    // message opened before that frame would be hidden with the page (under load the click came first and 'OK' was
    // never found). Submit once the dialog has settled, as a person could.
    await waitFor(() => expect(document.querySelector('[aria-hidden=true][data-aria-hidden]')).not.toBeNull());
    expect(within(dialog).getByText('First Name, Last Name, Email, Mobile')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please select Excel file to upload')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.xlsx');
    fireEvent.change(input, { target: { files: [new File(['x'.repeat(80)], 'c.xlsx')] } });
    fireEvent.change(within(dialog).getByLabelText(/Link Expiry Days/), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('2 Candidate/s Added Successfully', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Row 4: Email is not valid')).toBeTruthy();
    expect(reads).toBe(2);
    expect(calls.find((c) => c.path === '/api/upload/new-candidate')?.body).toEqual({
      encryptedOrganisationId: 'ORG1',
      objectKey: TICKET.objectKey,
      linkExpiry: 5,
      projectTypes: ['INTERVIEW'],
      enInterviewProjectId: 'P1',
      fileHeaderRow: 'Y',
    });
  });

  it('Manually asks for the unique id only where the upload type is CSV, and the mobile in the country’s pattern', async () => {
    fakeApi({ 'GET /api/upload/getCandidateInviteSettings/ORG1': () => ({ body: settings({ countryCode: 'NZ', showLinkExpiry: false }) }) });
    renderWithProviders(<ProjectAddCandidateMenu organisationId="ORG1" project={{ id: 'P1', stepType: 'ASSESSMENT' }} />);
    await pick('Manually');
    const dialog = await findDialog('Add candidate manually');
    fireEvent.change(within(dialog).getByLabelText(/Mobile/), { target: { value: '0400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByText('Validation Failed');
    expect(within(dialog).getAllByText('This is a required field')).toHaveLength(3);
    expect(within(dialog).getByText(/Invalid Mobile number format/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Link Expiry Days/)).toBeNull();
  });
});
