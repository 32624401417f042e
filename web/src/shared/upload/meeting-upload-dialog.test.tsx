import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MEETING_UPLOAD_COLUMNS, UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { MeetingUploadDialog } from './meeting-upload-dialog.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));
// The bucket is not the API: the browser's POST to it is replaced by one that reports the whole file sent.
const posted: { fields: Record<string, string>; file: File }[] = [];
vi.mock('./post-file-to-bucket.ts', () => ({
  postFileToBucket: async (ticket: { fields: Record<string, string> }, file: File, onProgress: (n: number) => void) => {
    posted.push({ fields: ticket.fields, file });
    onProgress(1);
  },
}));

const TICKET = {
  url: 'http://bucket.test/uploads',
  fields: { key: 'tmp/meeting-uploads/ORG1/J/m.csv', 'Content-Type': 'text/csv' },
  objectKey: 'tmp/meeting-uploads/ORG1/J/m.csv',
  contentType: 'text/csv',
  maxBytes: 4194304,
  expiresInSeconds: 300,
};
const base = {
  'GET /api/project/getAssessorProjectList': () => ({
    body: [
      { encryptedId: 'PI', name: 'Interviews', stepType: 'INTERVIEW' },
      { encryptedId: 'PA', name: 'Assessments', stepType: 'ASSESSMENT' },
    ],
  }),
  'POST /api/upload/new-meeting-ticket': () => ({ body: TICKET }),
};
const csv = (bytes = 120, name = 'meetings.csv') => new File(['x'.repeat(bytes)], name, { type: 'text/csv' });
const chooseFile = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });

describe('Upload Meeting dialog', () => {
  it("lets an assessor choose a project, shows that layout's columns and sample, posts the file and lists the result", async () => {
    posted.length = 0;
    const uploaded = vi.fn();
    const { calls } = fakeApi({
      ...base,
      'POST /api/upload/new-meeting': () => ({
        body: { status: 'SUCCESS', successCount: 4, errors: [{ row: 3, message: 'Method: Method must be ONSITE or REMOTE' }] },
      }),
    });
    renderWithProviders(<MeetingUploadDialog open isAssessor onClose={() => {}} onUploaded={uploaded} />);
    await screen.findByRole('option', { name: 'Interviews' });
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: 'PI' } });
    expect(screen.getByTestId('meeting-upload-columns').textContent).toContain(MEETING_UPLOAD_COLUMNS.assessor.join(', '));
    expect(screen.getByRole('link', { name: /Sample file \(assessor, interview\)/ }).getAttribute('href')).toBe(
      '/samples/meeting-upload-assessor-interview.csv',
    );
    chooseFile(csv());
    fireEvent.click(screen.getByLabelText('file contains header row'));
    await waitFor(() => {
      const root = screen.getByLabelText('file contains header row').closest('[data-scope="checkbox"][data-part="root"]');
      expect(root?.getAttribute('data-state')).toBe('unchecked');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/^4 .+\/s Added Successfully$/)).toBeTruthy();
    expect(screen.getByText('Row 3: Method: Method must be ONSITE or REMOTE')).toBeTruthy();
    expect(posted[0]?.fields).toEqual(TICKET.fields);
    expect(calls.find((c) => c.path === '/api/upload/new-meeting-ticket')?.body).toEqual({ fileName: 'meetings.csv', fileSize: 120 });
    expect(calls.find((c) => c.path === '/api/upload/new-meeting')?.body).toEqual({
      objectKey: TICKET.objectKey,
      encryptedProjectId: 'PI',
      fileHeaderRow: 'N',
    });
    expect(uploaded).toHaveBeenCalledWith(4);
    fireEvent.click(screen.getByRole('button', { name: 'Upload another' }));
    await waitFor(() => expect(screen.queryByText(/Added Successfully/)).toBeNull());
  });

  it('refuses before sending anything: no project, no file, the wrong type, too small, too large', async () => {
    const { calls } = fakeApi(base);
    renderWithProviders(<MeetingUploadDialog open isAssessor onClose={() => {}} />);
    await screen.findByLabelText('Project');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a Project')).toBeTruthy();
    expect(screen.getByText('Please select CSV or Excel file to upload')).toBeTruthy();
    chooseFile(csv(120, 'meetings.txt'));
    expect(await screen.findByText(UPLOAD_MESSAGES.typeNotAllowed)).toBeTruthy();
    chooseFile(csv(10));
    expect(await screen.findByText(UPLOAD_MESSAGES.tooSmall)).toBeTruthy();
    chooseFile(csv(4 * 1024 * 1024 + 1));
    expect(await screen.findByText(UPLOAD_MESSAGES.tooLarge)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/upload/'))).toBe(false);
  });

  it("opens for an admin's project with its layout (13 columns for an assessment) and no project choice", async () => {
    fakeApi(base);
    renderWithProviders(<MeetingUploadDialog open isAssessor={false} project={{ id: 'PA', stepType: 'ASSESSMENT' }} onClose={() => {}} />);
    expect((await screen.findByTestId('meeting-upload-columns')).textContent).toContain(MEETING_UPLOAD_COLUMNS.assessment.join(', '));
    expect(screen.queryByLabelText('Project')).toBeNull();
    expect(screen.getByRole('link', { name: /admin, assessment/ }).getAttribute('href')).toBe('/samples/meeting-upload-admin-assessment.csv');
  });
});
