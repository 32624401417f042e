import { Checkbox, Field, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { BOOKING_UPLOAD_COLUMNS, UPLOAD_FILE_TYPES, UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api/index.ts';
import { useLabels } from '../../lib/labels.tsx';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { submitForm } from '../../ui/form/submit-form.ts';
import { fileProblem } from '../../upload/file-problem.ts';
import { postFileToBucket } from '../../upload/post-file-to-bucket.ts';
import { UploadResult } from '../../upload/upload-result.tsx';
import { BOOKING_LIST_QUERY } from './booking-api.ts';

const EXTENSIONS = [UPLOAD_FILE_TYPES.CSV.extension, UPLOAD_FILE_TYPES.Excel.extension];

/**
 * Upload existing candidates (doc 2 §2 Upload dialogs, §7 File upload new-booking): a .csv or .xlsx file of the
 * project's candidates (a CSV's Unique Id and Email, an Excel file's Email) with 'file contains header row'; the file
 * goes to the bucket with a ticket, upload/new-booking books each row into the meeting, and the result dialog says how
 * many were added and each row not added, with Upload another.
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
  const dialogs = useDialogs();
  const label = useLabels();
  const client = useQueryClient();
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [headerRow, setHeaderRow] = useState(true);
  const [sent, setSent] = useState<number | undefined>();
  const [inputKey, setInputKey] = useState(0);
  const reset = () => {
    setFile(undefined);
    setError(undefined);
    setSent(undefined);
    setInputKey((k) => k + 1);
  };
  const close = () => {
    reset();
    onClose();
  };

  async function submit() {
    const problem = fileProblem(file, EXTENSIONS);
    setError(problem);
    const answer = await submitForm({
      validate: () => !problem,
      dialogs,
      setServerErrors: (e) => setError(e.fileName ?? e.objectKey ?? e.fileSize ?? e.encryptedMeetingId),
      send: async () => {
        const chosen = file!;
        setSent(0);
        const ticket = await api.call('upload.new-booking-ticket', { body: { fileName: chosen.name, fileSize: chosen.size } });
        try {
          await postFileToBucket(ticket, chosen, setSent);
        } catch {
          await dialogs.message({ title: 'Error Encountered', message: UPLOAD_MESSAGES.uploadFailed });
          return undefined;
        }
        setSent(1);
        return api.call('upload.new-booking', {
          body: { objectKey: ticket.objectKey, encryptedProjectId: projectId, encryptedMeetingId: meetingId, fileHeaderRow: headerRow ? 'Y' : 'N' },
        });
      },
    });
    setSent(undefined);
    if (!answer) return;
    await client.invalidateQueries({ queryKey: BOOKING_LIST_QUERY });
    await client.invalidateQueries({ queryKey: ['meeting'] });
    await dialogs.message({
      title: `Upload existing ${label('CANDIDATES').toLowerCase()}`,
      message: <UploadResult successCount={answer.successCount} errors={answer.errors} noun={label('CANDIDATE')} />,
      okText: 'Upload another',
    });
    reset();
  }

  return (
    <ModalFrame
      open={open}
      title={`Upload existing ${label('CANDIDATES').toLowerCase()}`}
      size="md"
      onDismiss={close}
      dismissOnOutsideClick={false}
      footer={<DialogActions onCancel={close} confirmText="Submit" onConfirm={submit} loading={sent !== undefined} />}
    >
      <Stack gap="4">
        <Stack gap="1" data-testid="booking-upload-columns">
          <Text>CSV (.csv) or Excel (.xlsx) file, up to 4MB. Columns in order:</Text>
          <Text fontSize="sm">CSV: {BOOKING_UPLOAD_COLUMNS.csv.join(', ')}</Text>
          <Text fontSize="sm">Excel: {BOOKING_UPLOAD_COLUMNS.xlsx.join(', ')}</Text>
        </Stack>
        <Field.Root invalid={!!error} required>
          <Field.Label>File</Field.Label>
          <Input
            key={inputKey}
            type="file"
            accept={EXTENSIONS.join(',')}
            p="1"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              setFile(chosen);
              setError(chosen ? fileProblem(chosen, EXTENSIONS) : undefined);
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Checkbox.Root checked={headerRow} onCheckedChange={(e) => setHeaderRow(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>file contains header row</Checkbox.Label>
        </Checkbox.Root>
        {sent !== undefined && (
          <Progress.Root value={Math.round(sent * 100)} aria-label="Upload progress">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Text fontSize="sm">{sent < 1 ? `Uploading ${Math.round(sent * 100)}%` : 'Processing the file...'}</Text>
          </Progress.Root>
        )}
      </Stack>
    </ModalFrame>
  );
}
