import { Button, Card, HStack, Stack } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLabels, useLabelWords } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import { useFieldForm, type FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { CandidateUploadInstructions, candidateUpload } from '../../../shared/upload/candidate-upload.tsx';
import { UploadFileFields } from '../../../shared/upload/upload-file-fields.tsx';
import { useUpload } from '../../../shared/upload/use-upload.tsx';
import { useInviteSettings } from '../api/candidate-invite-queries.ts';
import { useProjectSelectList } from '../../../shared/lib/select-lists.ts';
import { projectFieldDefs, projectIdsOf } from '../components/project-fields.ts';

const EMPTY: FormValues = { linkExpiry: 1, projectTypes: [] };

/**
 * candidate-upload/{organisationId} (doc 3 §2.16 Upload Candidates, §5 Candidate upload): the link expiry days when the
 * organisation shows them, the project types and a project per type, then the one upload's file, header row and
 * progress (shared/upload); a large file runs as a job whose progress the page reads until its result shows.
 */
export default function CandidateUploadPage() {
  const { organisationId = '' } = useParams();
  const navigate = useNavigate();
  const label = useLabels();
  const words = useLabelWords();
  const { user } = useSession();
  const settings = useInviteSettings(organisationId);
  const projects = useProjectSelectList(organisationId);
  const [chosen, setChosen] = useState<string[]>([]);

  const s = settings.data;
  const uploadType = s?.uploadType ?? 'CSV';
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
  const upload = useUpload({
    ...candidateUpload(organisationId, uploadType, () => ({
      linkExpiry: Number(form.values.linkExpiry) || 1,
      projectTypes: form.values.projectTypes as ('ASSESSMENT' | 'INTERVIEW')[],
      ...projectIdsOf(form.values),
    })),
    validate: form.validate,
    setServerErrors: form.setServerErrors,
    title: words('Upload {Candidates}'),
    noun: label('CANDIDATE'),
    onAgain() {
      form.reset(EMPTY);
      setChosen([]);
    },
  });

  if (settings.isPending) return <PageLoading />;
  const organisationPath = `/organisation/${organisationId}`;
  const crumbs: Crumb[] = [
    ...(user?.isOrgAdmin ? [] : [{ label: 'Organisations List', to: '/organisation' }]),
    { label: s?.organisationName ?? 'Organisation', to: organisationPath },
    { label: upload.title },
  ];
  return (
    <Stack gap="6">
      <PageHeader title={upload.title} crumbs={crumbs} />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="3xl" w="full">
            <CandidateUploadInstructions testId="upload-instructions" uploadType={uploadType} />
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
            <UploadFileFields upload={upload} />
          </Stack>
        </Card.Body>
        <Card.Footer>
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={() => navigate(organisationPath)}>
              Cancel
            </Button>
            <Button colorPalette="blue" onClick={() => void upload.submit()} loading={!!upload.progress}>
              Upload
            </Button>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </Stack>
  );
}
