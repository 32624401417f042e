import { Button, Card, Checkbox, Field, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { CSV_CANDIDATE_COLUMNS, EXCEL_CANDIDATE_COLUMNS, UPLOAD_FILE_TYPES, UPLOAD_MESSAGES } from '@scheduler/contracts/schemas/upload';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLabels, useLabelWords } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import { submitForm } from '../../../shared/ui/form/submit-form.ts';
import { useFieldForm, type FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import {
  candidateUploadTicket,
  postFileToBucket,
  uploadCandidates,
  useInviteSettings,
  useProjectOptions,
  useUploadJob,
} from '../api/candidate-invite-queries.ts';
import { projectFieldDefs, projectIdsOf } from '../components/project-fields.ts';
import { fileProblem as sharedFileProblem } from '../../../shared/upload/file-problem.ts';
import { UploadResult } from '../../../shared/upload/upload-result.tsx';

const EMPTY: FormValues = { linkExpiry: 1, projectTypes: [] };

/** The spec's bad-file messages for the organisation's one file type (web/src/shared/upload/file-problem.ts). */
export const fileProblem = (file: File | undefined, extension: string) => sharedFileProblem(file, [extension]);

/** candidate-upload/{organisationId} (doc 3 §2.16 Upload Candidates, §5 Candidate upload). */
export default function CandidateUploadPage() {
  const { organisationId = '' } = useParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const label = useLabels();
  const words = useLabelWords();
  const { user } = useSession();
  const settings = useInviteSettings(organisationId);
  const projects = useProjectOptions(organisationId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [headerRow, setHeaderRow] = useState(true);
  const [sent, setSent] = useState<number | undefined>();
  const [jobId, setJobId] = useState<string | undefined>();
  const [inputKey, setInputKey] = useState(0);
  const job = useUploadJob(organisationId, jobId);

  const s = settings.data;
  const type = UPLOAD_FILE_TYPES[s?.uploadType ?? 'CSV'];
  const fields = useMemo<FieldDef[]>(
    () => [
      ...(s?.showLinkExpiry
        ? [
            {
              id: 'linkExpiry',
              label: 'Link Expiry Days',
              type: 'number',
              required: true,
              requiredMessage: MSG.requiredField,
              min: 1,
              max: 99,
              integer: true,
            } as FieldDef,
          ]
        : []),
      ...projectFieldDefs(label, chosen, projects.data ?? []),
    ],
    [s, label, chosen, projects.data],
  );
  const form = useFieldForm(fields, EMPTY);
  const candidates = label('CANDIDATE');

  function again() {
    form.reset(EMPTY);
    setChosen([]);
    setFile(undefined);
    setFileError(undefined);
    setSent(undefined);
    setJobId(undefined);
    setInputKey((k) => k + 1);
  }

  async function showResult(result: { successCount: number; errors: { row?: number; message: string }[] }) {
    await dialogs.message({
      title: words('Upload {Candidates}'),
      message: <UploadResult successCount={result.successCount} errors={result.errors} noun={candidates} />,
      okText: 'Upload another',
    });
    again();
  }

  const finished = job.data?.status === 'DONE' || job.data?.status === 'FAILED' ? job.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog opens once, when the job's answer is final.
  useEffect(() => {
    const p = finished;
    if (!p || !jobId) return;
    if (p.status === 'DONE') void showResult(p);
    if (p.status === 'FAILED') void dialogs.message({ title: 'Error Encountered', message: p.message ?? UPLOAD_MESSAGES.uploadFailed }).then(again);
  }, [finished, jobId]);

  async function upload() {
    const problem = fileProblem(file, type.extension);
    setFileError(problem);
    const answer = await submitForm({
      validate: () => form.validate() && !problem,
      dialogs,
      setServerErrors: form.setServerErrors,
      send: async () => {
        const chosenFile = file!;
        setSent(0);
        const ticket = await candidateUploadTicket({ encryptedOrganisationId: organisationId, fileName: chosenFile.name, fileSize: chosenFile.size });
        await postFileToBucket(ticket, chosenFile, setSent);
        setSent(1);
        return uploadCandidates({
          encryptedOrganisationId: organisationId,
          objectKey: ticket.objectKey,
          linkExpiry: Number(form.values.linkExpiry) || 1,
          projectTypes: form.values.projectTypes as ('ASSESSMENT' | 'INTERVIEW')[],
          ...projectIdsOf(form.values),
          fileHeaderRow: headerRow ? 'Y' : 'N',
        });
      },
    }).catch(async (e: Error) => {
      await dialogs.message({ title: 'Error Encountered', message: UPLOAD_MESSAGES.uploadFailed });
      throw e;
    });
    if (!answer) return setSent(undefined);
    if (answer.jobId) return setJobId(answer.jobId);
    await showResult(answer);
  }

  if (settings.isPending) return <PageLoading />;
  const organisationPath = `/organisation/${organisationId}`;
  const crumbs: Crumb[] = [
    ...(user?.isOrgAdmin ? [] : [{ label: 'Organisations List', to: '/organisation' }]),
    { label: s?.organisationName ?? 'Organisation', to: organisationPath },
    { label: words('Upload {Candidates}') },
  ];
  const columns = s?.uploadType === 'Excel' ? EXCEL_CANDIDATE_COLUMNS : CSV_CANDIDATE_COLUMNS;
  const running = sent !== undefined;
  const p = job.data;
  return (
    <Stack gap="6">
      <PageHeader title={words('Upload {Candidates}')} crumbs={crumbs} />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="3xl" w="full">
            <Stack gap="1" data-testid="upload-instructions">
              <Text fontWeight="medium">{s?.uploadType === 'Excel' ? 'Excel (.xlsx) file' : 'CSV (.csv) file'}, up to 4MB</Text>
              <Text>Columns in order: {columns.join(', ')}</Text>
              <Text color="fg.muted" fontSize="sm">
                {s?.uploadType === 'Excel'
                  ? 'Mobile is optional and must include the country code.'
                  : 'Unique Id is required; Request Type may take up to five columns.'}
              </Text>
            </Stack>
            {fields.map((f) => (
              <FormField
                key={f.id}
                {...form.bind(f)}
                onChange={(v) => {
                  form.set(f.id, v);
                  if (f.id === 'projectTypes') setChosen((v as string[]) ?? []);
                }}
              />
            ))}
            <Field.Root invalid={!!fileError} required>
              <Field.Label>File</Field.Label>
              <Input
                key={inputKey}
                type="file"
                accept={type.extension}
                p="1"
                onChange={(e) => {
                  const chosenFile = e.target.files?.[0];
                  setFile(chosenFile);
                  setFileError(chosenFile ? fileProblem(chosenFile, type.extension) : undefined);
                }}
              />
              {fileError && <Field.ErrorText>{fileError}</Field.ErrorText>}
            </Field.Root>
            <Checkbox.Root checked={headerRow} onCheckedChange={(e) => setHeaderRow(!!e.checked)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>file contains header row</Checkbox.Label>
            </Checkbox.Root>
            {running && (
              <Progress.Root value={Math.round((sent ?? 0) * 100)} aria-label="Upload progress">
                <Progress.Label>Uploading file</Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
            {jobId && (
              <Progress.Root value={p && p.fileBytes ? Math.round((p.bytesRead / p.fileBytes) * 100) : 0} aria-label="Processing progress">
                <Progress.Label>{`Processing: ${p?.rowsDone ?? 0} rows done`}</Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
          </Stack>
        </Card.Body>
        <Card.Footer>
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={() => navigate(organisationPath)}>
              Cancel
            </Button>
            <Button colorPalette="blue" onClick={() => void upload().catch(() => setSent(undefined))} loading={running && !p} disabled={!!jobId}>
              Upload
            </Button>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </Stack>
  );
}
