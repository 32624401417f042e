import { BOOKING_UPLOAD_COLUMNS } from '@scheduler/contracts/schemas/upload';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/index.ts';
import { useLabels } from '../../lib/labels.tsx';
import { CSV_OR_EXCEL } from '../../upload/file-problem.ts';
import { UploadDialog } from '../../upload/upload-dialog.tsx';
import { UploadInstructions } from '../../upload/upload-instructions.tsx';
import { useUpload } from '../../upload/use-upload.tsx';
import { invalidateAfter } from '../../lib/api/route-invalidations.ts';

/**
 * Upload existing candidates (doc 2 §2 Upload dialogs, §7 File upload new-booking): a .csv or .xlsx file of the
 * project's candidates (a CSV's Unique Id and Email, an Excel file's Email), on the one upload dialog; upload/new-booking
 * books each row into the meeting, and the meeting's bookings are read again before the result shows.
 */
export function BookingUploadDialog({
  open,
  meetingId,
  projectId,
  onClose,
}: {
  open: boolean;
  meetingId: string;
  projectId: string;
  onClose(): void;
}) {
  const label = useLabels();
  const client = useQueryClient();
  const upload = useUpload({
    extensions: CSV_OR_EXCEL,
    ticket: (file) => api.call('upload.new-booking-ticket', { body: file }),
    submit: (file) => api.call('upload.new-booking', { body: { ...file, encryptedProjectId: projectId, encryptedMeetingId: meetingId } }),
    fileFields: ['encryptedMeetingId'],
    title: `Upload existing ${label('CANDIDATES').toLowerCase()}`,
    noun: label('CANDIDATE'),
    async onUploaded() {
      await invalidateAfter(client, 'upload.new-booking');
    },
  });
  return (
    <UploadDialog open={open} upload={upload} onClose={onClose}>
      <UploadInstructions
        testId="booking-upload-columns"
        extensions={CSV_OR_EXCEL}
        columns={[`CSV: ${BOOKING_UPLOAD_COLUMNS.csv.join(', ')}`, `Excel: ${BOOKING_UPLOAD_COLUMNS.xlsx.join(', ')}`]}
      />
    </UploadDialog>
  );
}
