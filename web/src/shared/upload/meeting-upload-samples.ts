import type { MeetingUploadLayout } from '@scheduler/contracts/schemas/upload';

/**
 * The downloadable sample files per step type and role (doc 2 §2 Upload dialogs: admin interview, assessor
 * interview, admin assessment), served as static files from web/public/samples: the header row and one example row.
 */
export const MEETING_UPLOAD_SAMPLES: Record<MeetingUploadLayout, { file: string; title: string }> = {
  admin: { file: 'meeting-upload-admin-interview.csv', title: 'Sample file (admin, interview)' },
  assessor: { file: 'meeting-upload-assessor-interview.csv', title: 'Sample file (assessor, interview)' },
  assessment: { file: 'meeting-upload-admin-assessment.csv', title: 'Sample file (admin, assessment)' },
};

/** The sample's address under the site's base path. */
export const sampleHref = (layout: MeetingUploadLayout) => `/samples/${MEETING_UPLOAD_SAMPLES[layout].file}`;
