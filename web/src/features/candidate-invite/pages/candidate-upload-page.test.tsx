import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));
// The bucket is not the API: the browser's POST to it is replaced by one that reports the whole file sent.
const posted: { url: string; fields: Record<string, string>; file: File }[] = [];
vi.mock('../../../shared/upload/post-file-to-bucket.ts', () => ({
  postFileToBucket: async (ticket: { url: string; fields: Record<string, string> }, file: File, onProgress: (n: number) => void) => {
    posted.push({ url: ticket.url, fields: ticket.fields, file });
    onProgress(1);
  },
}));

const admin = profile(['ROLE_ORG_ADMIN']);
const TICKET = {
  url: 'http://bucket.test/uploads',
  fields: { key: 'candidate-uploads/ORG1/J/c.csv', 'Content-Type': 'text/csv' },
  objectKey: 'candidate-uploads/ORG1/J/c.csv',
  contentType: 'text/csv',
  maxBytes: 4194304,
  expiresInSeconds: 300,
};
const base = (settings = {}) => ({
  'GET /api/upload/getCandidateInviteSettings/ORG1': () => ({
    body: { organisationName: 'Acme', uploadType: 'CSV', countryCode: 'AU', showLinkExpiry: false, ...settings },
  }),
  'GET /api/project/getSelectList/ORG1': () => ({ body: [{ encryptedId: 'PA', name: 'Assessment Centre', stepType: 'ASSESSMENT' }] }),
  'POST /api/upload/new-candidate-ticket': () => ({ body: TICKET }),
});
const csv = (bytes = 120) => new File(['x'.repeat(bytes)], 'candidates.csv', { type: 'text/csv' });
const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText(/File/), { target: { files: [file] } });
async function chooseProject() {
  fireEvent.click(within(await screen.findByRole('group', { name: 'Project Types' })).getByText('Assessment'));
  fireEvent.change(await screen.findByLabelText(/Assessment Project/), { target: { value: 'PA' } });
}

describe('Upload Candidates page', () => {
  it('shows the instructions of the upload type, posts the file with its ticket, and lists the result with each failed row', async () => {
    posted.length = 0;
    const { calls } = fakeApi({
      ...base(),
      'POST /api/upload/new-candidate': () => ({
        body: { status: 'SUCCESS', successCount: 147, errors: [{ row: 50, message: 'Email: Email entered is not valid' }], rowCount: 148 },
      }),
    });
    renderApp('/candidate-upload/ORG1', admin);
    expect(await screen.findByRole('heading', { name: 'Upload Candidates' })).toBeTruthy();
    expect(screen.getByTestId('upload-instructions').textContent).toContain(
      'Unique Id, Issue Id, First Name, Last Name, Mobile, Email, Request Type',
    );
    await chooseProject();
    chooseFile(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('147 Candidate/s Added Successfully')).toBeTruthy();
    expect(screen.getByText('Row 50: Email: Email entered is not valid')).toBeTruthy();
    expect(posted[0]?.fields).toEqual(TICKET.fields);
    expect(calls.find((c) => c.path === '/api/upload/new-candidate-ticket')?.body).toEqual({
      encryptedOrganisationId: 'ORG1',
      fileName: 'candidates.csv',
      fileSize: 120,
    });
    expect(calls.find((c) => c.path === '/api/upload/new-candidate')?.body).toEqual({
      encryptedOrganisationId: 'ORG1',
      objectKey: TICKET.objectKey,
      linkExpiry: 1,
      projectTypes: ['ASSESSMENT'],
      enAssessmentProjectId: 'PA',
      fileHeaderRow: 'Y',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload another' }));
    await waitFor(() => expect(screen.queryByText('147 Candidate/s Added Successfully')).toBeNull());
  });

  it("refuses a wrong file before sending anything, with the spec's messages", async () => {
    const { calls } = fakeApi(base({ uploadType: 'Excel' }));
    renderApp('/candidate-upload/ORG1', admin);
    expect(await screen.findByText('Excel (.xlsx) file, up to 4MB')).toBeTruthy();
    expect(screen.getByText('file contains header row')).toBeTruthy();
    await chooseProject();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select Excel file to upload')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    chooseFile(csv());
    expect(await screen.findByText('Uploaded file type is not allowed')).toBeTruthy();
    chooseFile(new File(['tiny'], 'c.xlsx'));
    expect(await screen.findByText('Uploaded file size is less than expected')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/upload/new-candidate'))).toBe(false);
  });

  it('follows a large file as a job until it is done, then shows the result', async () => {
    fakeApi({
      ...base(),
      'POST /api/upload/new-candidate': () => ({ body: { status: 'QUEUED', successCount: 0, errors: [], jobId: 'J1' } }),
      'GET /api/upload/getCandidateUploadJob/ORG1/J1': () => ({
        body: {
          jobId: 'J1',
          status: 'DONE',
          fileBytes: 100,
          bytesRead: 100,
          rowsDone: 260,
          successCount: 257,
          errorCount: 3,
          errors: [{ row: 99, message: 'Unique Id: This is a required field' }],
        },
      }),
    });
    renderApp('/candidate-upload/ORG1', admin);
    await chooseProject();
    chooseFile(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('257 Candidate/s Added Successfully')).toBeTruthy();
    expect(screen.getByText('Row 99: Unique Id: This is a required field')).toBeTruthy();
  });
});
