import { Checkbox, Field, Input, Link, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import {
  MEETING_UPLOAD_COLUMNS,
  MEETING_UPLOAD_MESSAGES,
  meetingUploadLayout,
  UPLOAD_FILE_TYPES,
  UPLOAD_MESSAGES,
} from '@scheduler/contracts/schemas/upload';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../lib/api/index.ts';
import { useLabels } from '../lib/labels.tsx';
import { DialogActions } from '../ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../ui/dialogs/modal-frame.tsx';
import { submitForm } from '../ui/form/submit-form.ts';
import { fileProblem } from './file-problem.ts';
import { MEETING_UPLOAD_SAMPLES, sampleHref } from './meeting-upload-samples.ts';
import { postFileToBucket } from './post-file-to-bucket.ts';
import { UploadResult } from './upload-result.tsx';

const EXTENSIONS = [UPLOAD_FILE_TYPES.CSV.extension, UPLOAD_FILE_TYPES.Excel.extension];

export interface MeetingUploadDialogProps {
  open: boolean;
  onClose(): void;
  /** Assessors choose a project (their project list); an admin's dialog is opened for one project. */
  isAssessor: boolean;
  project?: { id: string; stepType: string };
  /** Told after a file was processed, with how many meetings it created (the assessor's list then opens Inactive). */
  onUploaded?(successCount: number): void;
}

/**
 * The Upload Meeting dialog (doc 2 §2 Upload dialogs, §5 Upload files): the project (assessors choose one), the file
 * (.csv or .xlsx, 30 bytes to 4MB) with 'file contains header row', the columns and the sample file of the step type
 * and role, the progress while the file goes to the bucket, then the result dialog ('{n} {meeting}/s Added
 * Successfully', the rows not added) whose 'Upload another' starts again.
 */
export function MeetingUploadDialog({ open, onClose, isAssessor, project, onUploaded }: MeetingUploadDialogProps) {
  const dialogs = useDialogs();
  const label = useLabels();
  const projects = useQuery({
    queryKey: ['project', 'getAssessorProjectList'],
    queryFn: ({ signal }) => api.call('project.getAssessorProjectList', { signal }),
    enabled: open && isAssessor && !project,
  });
  const [projectId, setProjectId] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [headerRow, setHeaderRow] = useState(true);
  const [sent, setSent] = useState<number | undefined>();
  const [inputKey, setInputKey] = useState(0);

  const chosenId = project?.id ?? projectId;
  const stepType = project?.stepType ?? projects.data?.find((p) => p.encryptedId === projectId)?.stepType;
  const layout = stepType ? meetingUploadLayout(stepType, !isAssessor) : undefined;

  function reset() {
    setFile(undefined);
    setErrors({});
    setSent(undefined);
    setInputKey((k) => k + 1);
  }
  function close() {
    reset();
    setProjectId('');
    onClose();
  }

  async function submit() {
    const found = {
      project: chosenId ? undefined : MEETING_UPLOAD_MESSAGES.selectProject,
      file: fileProblem(file, EXTENSIONS),
    };
    setErrors(found);
    const answer = await submitForm({
      validate: () => !found.project && !found.file,
      dialogs,
      setServerErrors: (e) => setErrors({ file: e.fileName ?? e.objectKey ?? e.fileSize, project: e.encryptedProjectId }),
      send: async () => {
        const chosen = file!;
        setSent(0);
        const ticket = await api.call('upload.new-meeting-ticket', { body: { fileName: chosen.name, fileSize: chosen.size } });
        try {
          await postFileToBucket(ticket, chosen, setSent);
        } catch {
          await dialogs.message({ title: 'Error Encountered', message: UPLOAD_MESSAGES.uploadFailed });
          return undefined;
        }
        setSent(1);
        return api.call('upload.new-meeting', {
          body: { objectKey: ticket.objectKey, encryptedProjectId: chosenId, fileHeaderRow: headerRow ? 'Y' : 'N' },
        });
      },
    });
    setSent(undefined);
    if (!answer) return;
    onUploaded?.(answer.successCount);
    await dialogs.message({
      title: `Upload ${label('MEETINGS')}`,
      message: <UploadResult successCount={answer.successCount} errors={answer.errors} noun={label('MEETING')} />,
      okText: 'Upload another',
    });
    reset();
  }

  return (
    <ModalFrame
      open={open}
      title={`Upload ${label('MEETINGS')}`}
      size="md"
      onDismiss={close}
      dismissOnOutsideClick={false}
      footer={<DialogActions onCancel={close} confirmText="Submit" onConfirm={submit} loading={sent !== undefined} />}
    >
      <Stack gap="4">
        {isAssessor && !project && (
          <Field.Root invalid={!!errors.project} required>
            <Field.Label>Project</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                aria-label="Project"
                value={projectId}
                onChange={(e) => {
                  setProjectId(e.target.value);
                  setErrors((x) => ({ ...x, project: undefined }));
                }}
              >
                <option value="">Select a Project</option>
                {(projects.data ?? []).map((p) => (
                  <option key={p.encryptedId} value={p.encryptedId}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.project && <Field.ErrorText>{errors.project}</Field.ErrorText>}
          </Field.Root>
        )}
        {layout && (
          <Stack gap="1" data-testid="meeting-upload-columns">
            <Text>CSV (.csv) or Excel (.xlsx) file, up to 4MB. Columns in order:</Text>
            <Text fontSize="sm">{MEETING_UPLOAD_COLUMNS[layout].join(', ')}</Text>
            <Text color="fg.muted" fontSize="sm">
              Start Date YYYY-MM-DD, Start Time 24 hour HH:mm, Method ONSITE or REMOTE (the address only for ONSITE).
            </Text>
            <Link href={sampleHref(layout)} download colorPalette="blue">
              {MEETING_UPLOAD_SAMPLES[layout].title}
            </Link>
          </Stack>
        )}
        <Field.Root invalid={!!errors.file} required>
          <Field.Label>File</Field.Label>
          <Input
            key={inputKey}
            type="file"
            accept={EXTENSIONS.join(',')}
            p="1"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              setFile(chosen);
              setErrors((x) => ({ ...x, file: chosen ? fileProblem(chosen, EXTENSIONS) : undefined }));
            }}
          />
          {errors.file && <Field.ErrorText>{errors.file}</Field.ErrorText>}
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
