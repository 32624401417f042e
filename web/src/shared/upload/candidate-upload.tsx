import { CSV_CANDIDATE_COLUMNS, EXCEL_CANDIDATE_COLUMNS, UPLOAD_FILE_TYPES, type UploadType } from '@scheduler/contracts/schemas/upload';
import { api, type CallRequest } from '../lib/api/index.ts';
import { UploadInstructions } from './upload-instructions.tsx';
import type { UploadConfig } from './use-upload.tsx';

/** What a candidate upload asks besides the file: the projects by step type and the link expiry days. */
export type CandidateUploadRequest = Omit<CallRequest<'upload.new-candidate'>['body'], 'encryptedOrganisationId' | 'objectKey' | 'fileHeaderRow'>;

/**
 * The candidate upload's file type and routes (doc 3 §2.16, §5, §7 new-candidate): the organisation's upload type only,
 * its ticket, upload/new-candidate with `request()` read when the file is sent, and the job a large file becomes.
 */
export function candidateUpload(
  organisationId: string,
  uploadType: UploadType,
  request: () => CandidateUploadRequest,
): Pick<UploadConfig, 'extensions' | 'ticket' | 'submit' | 'readJob'> {
  return {
    extensions: [UPLOAD_FILE_TYPES[uploadType].extension],
    ticket: (file) => api.call('upload.new-candidate-ticket', { body: { encryptedOrganisationId: organisationId, ...file } }),
    submit: (file) =>
      api.call('upload.new-candidate', { body: { encryptedOrganisationId: organisationId, ...file, ...request() }, acceptAnyStatus: true }),
    readJob: (jobId) => api.call('upload.getCandidateUploadJob', { params: { organisationId, jobId }, acceptAnyStatus: true }),
  };
}

/** The columns of the organisation's candidate file (doc 3 §5): a CSV's seven, an Excel file's four. */
export function CandidateUploadInstructions({ testId, uploadType }: { testId: string; uploadType: UploadType }) {
  const excel = uploadType === 'Excel';
  return (
    <UploadInstructions
      testId={testId}
      extensions={[UPLOAD_FILE_TYPES[uploadType].extension]}
      columns={[(excel ? EXCEL_CANDIDATE_COLUMNS : CSV_CANDIDATE_COLUMNS).join(', ')]}
      hint={excel ? 'Mobile is optional and must include the country code.' : 'Unique Id is required; Request Type may take up to five columns.'}
    />
  );
}
