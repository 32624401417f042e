import { Checkbox, Field, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { CSV_CANDIDATE_COLUMNS, EXCEL_CANDIDATE_COLUMNS, UPLOAD_FILE_TYPES, UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { MSG } from '@scheduler/contracts/messages';
import { useState } from 'react';
import { api, type CallAnswer } from '../lib/api/index.ts';
import { useLabels } from '../lib/labels.tsx';
import { DialogActions } from '../ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../ui/dialogs/modal-frame.tsx';
import { submitForm } from '../ui/form/submit-form.ts';
import { fileProblem } from './file-problem.ts';
import { postFileToBucket } from './post-file-to-bucket.ts';
import { UploadResult } from './upload-result.tsx';

type Settings = CallAnswer<'upload.getCandidateInviteSettings'>;
type Progressed = CallAnswer<'upload.getCandidateUploadJob'>;

export interface CandidateUploadDialogProps {
  organisationId: string;
  /** The project the candidates are invited into: its id and step type (assessment or interview). */
  project: { id: string; stepType: string };
  settings: Settings;
  onClose(): void;
  /** Told once a file was processed (the project's bookings are then read again). */
  onUploaded?(): void;
  /** Waits between reads of a large file's job (tests shorten it). */
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Add candidate, Upload (doc 2 §2: the project's Bookings tab; doc 3 §5 Candidate upload, §7 new-candidate): a file of
 * new candidates in the organisation's upload type (.csv or .xlsx, its columns in order), 'file contains header row',
 * the link expiry days when the organisation shows them, invited into this project. The file goes to the bucket with a
 * ticket; a large file is processed as a job whose progress is read every second. The result dialog says
 * '{n} {candidate}/s Added Successfully' and each row not added, with Upload another.
 */
export function CandidateUploadDialog({ organisationId, project, settings, onClose, onUploaded, pollMs = 1000 }: CandidateUploadDialogProps) {
  const dialogs = useDialogs();
  const label = useLabels();
  const type = UPLOAD_FILE_TYPES[settings.uploadType];
  const columns = settings.uploadType === 'Excel' ? EXCEL_CANDIDATE_COLUMNS : CSV_CANDIDATE_COLUMNS;
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [linkExpiry, setLinkExpiry] = useState('1');
  const [headerRow, setHeaderRow] = useState(true);
  const [sent, setSent] = useState<number | undefined>();
  const [job, setJob] = useState<Progressed | undefined>();
  const [inputKey, setInputKey] = useState(0);
  const title = `Upload ${label('CANDIDATES')}`;

  function reset() {
    setFile(undefined);
    setErrors({});
    setSent(undefined);
    setJob(undefined);
    setInputKey((k) => k + 1);
  }

  const expiryProblem = () => {
    if (!settings.showLinkExpiry) return undefined;
    if (linkExpiry.trim() === '') return MSG.requiredField;
    const n = Number(linkExpiry);
    return Number.isInteger(n) && n >= 1 && n <= 99 ? undefined : 'Link Expiry Days must be a whole number from 1 to 99';
  };

  /** The job's answer once final: read every `pollMs` while it runs. */
  async function settle(jobId: string): Promise<Progressed> {
    for (;;) {
      const p = await api.call('upload.getCandidateUploadJob', { params: { organisationId, jobId }, acceptAnyStatus: true });
      setJob(p);
      if (p.status === 'DONE' || p.status === 'FAILED') return p;
      await sleep(pollMs);
    }
  }

  async function submit() {
    const found = { file: fileProblem(file, [type.extension]), linkExpiry: expiryProblem() };
    setErrors(found);
    const answer = await submitForm({
      validate: () => !found.file && !found.linkExpiry,
      dialogs,
      setServerErrors: (e) => setErrors({ file: e.fileName ?? e.objectKey ?? e.fileSize ?? e.enInterviewProjectId ?? e.enAssessmentProjectId }),
      send: async () => {
        const chosen = file!;
        setSent(0);
        const ticket = await api.call('upload.new-candidate-ticket', {
          body: { encryptedOrganisationId: organisationId, fileName: chosen.name, fileSize: chosen.size },
        });
        try {
          await postFileToBucket(ticket, chosen, setSent);
        } catch {
          await dialogs.message({ title: 'Error Encountered', message: UPLOAD_MESSAGES.uploadFailed });
          return undefined;
        }
        setSent(1);
        const slot = project.stepType === 'INTERVIEW' ? 'enInterviewProjectId' : 'enAssessmentProjectId';
        return api.call('upload.new-candidate', {
          body: {
            encryptedOrganisationId: organisationId,
            objectKey: ticket.objectKey,
            linkExpiry: settings.showLinkExpiry ? Number(linkExpiry) : 1,
            projectTypes: [project.stepType === 'INTERVIEW' ? 'INTERVIEW' : 'ASSESSMENT'],
            [slot]: project.id,
            fileHeaderRow: headerRow ? 'Y' : 'N',
          },
          acceptAnyStatus: true,
        });
      },
    }).catch(() => undefined);
    if (!answer) return setSent(undefined);
    const result = answer.jobId ? await settle(answer.jobId).catch(() => undefined) : answer;
    setSent(undefined);
    if (!result || ('status' in result && result.status === 'FAILED')) {
      const message = result && 'message' in result && result.message ? result.message : UPLOAD_MESSAGES.uploadFailed;
      await dialogs.message({ title: 'Error Encountered', message });
      return reset();
    }
    onUploaded?.();
    await dialogs.message({
      title,
      message: <UploadResult successCount={result.successCount} errors={result.errors} noun={label('CANDIDATE')} />,
      okText: 'Upload another',
    });
    reset();
  }

  const close = () => {
    reset();
    onClose();
  };
  const busy = sent !== undefined;
  return (
    <ModalFrame
      open
      title={title}
      size="md"
      onDismiss={close}
      dismissOnOutsideClick={false}
      footer={<DialogActions onCancel={close} confirmText="Submit" onConfirm={submit} loading={busy} />}
    >
      <Stack gap="4">
        <Stack gap="1" data-testid="candidate-upload-columns">
          <Text>{settings.uploadType === 'Excel' ? 'Excel (.xlsx) file' : 'CSV (.csv) file'}, up to 4MB. Columns in order:</Text>
          <Text fontSize="sm">{columns.join(', ')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {settings.uploadType === 'Excel'
              ? 'Mobile is optional and must include the country code.'
              : 'Unique Id is required; Request Type may take up to five columns.'}
          </Text>
        </Stack>
        {settings.showLinkExpiry && (
          <Field.Root invalid={!!errors.linkExpiry} required>
            <Field.Label>Link Expiry Days</Field.Label>
            <Input type="number" min={1} max={99} value={linkExpiry} onChange={(e) => setLinkExpiry(e.target.value)} />
            {errors.linkExpiry && <Field.ErrorText>{errors.linkExpiry}</Field.ErrorText>}
          </Field.Root>
        )}
        <Field.Root invalid={!!errors.file} required>
          <Field.Label>File</Field.Label>
          <Input
            key={inputKey}
            type="file"
            accept={type.extension}
            p="1"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              setFile(chosen);
              setErrors((x) => ({ ...x, file: chosen ? fileProblem(chosen, [type.extension]) : undefined }));
            }}
          />
          {errors.file && <Field.ErrorText>{errors.file}</Field.ErrorText>}
        </Field.Root>
        <Checkbox.Root checked={headerRow} onCheckedChange={(e) => setHeaderRow(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>File contains header row</Checkbox.Label>
        </Checkbox.Root>
        {busy && (
          <Progress.Root
            value={job?.fileBytes ? Math.round((job.bytesRead / job.fileBytes) * 100) : Math.round((sent ?? 0) * 100)}
            aria-label="Upload progress"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Text fontSize="sm">
              {job
                ? `Processing: ${job.rowsDone} rows done`
                : (sent ?? 0) < 1
                  ? `Uploading ${Math.round((sent ?? 0) * 100)}%`
                  : 'Processing the file...'}
            </Text>
          </Progress.Root>
        )}
      </Stack>
    </ModalFrame>
  );
}
