import { Button, Card, HStack, Stack } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { newCandidateUpload } from '@scheduler/contracts/schemas/upload';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useLabels, useLabelWords } from '../../../shared/lib/labels.tsx';
import { useProjectSelectList } from '../../../shared/lib/select-lists.ts';
import { useSession } from '../../../shared/lib/session.tsx';
import { LINK_EXPIRY_DAYS } from '../../../shared/subsets/booking/add-candidate-rules.ts';
import { useCandidateInviteSettings } from '../../../shared/subsets/booking/candidate-invite-settings.ts';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { pageSchema } from '../../../shared/ui/form/page-schema.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRouteForm } from '../../../shared/ui/form/use-route-form.ts';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { CandidateUploadInstructions, candidateUpload } from '../../../shared/upload/candidate-upload.tsx';
import { UploadFileFields } from '../../../shared/upload/upload-file-fields.tsx';
import { useUpload } from '../../../shared/upload/use-upload.tsx';
import { type ProjectChoice, projectFieldDefs, projectIdsOf, projectRules } from '../components/project-fields.ts';

/** The page's own part of the upload request: the link expiry days and the projects. */
type UploadValues = ProjectChoice & { linkExpiry?: number };
const EMPTY: UploadValues = { linkExpiry: 1, projectTypes: [] };

const uploadRequest = (v: UploadValues) => ({ linkExpiry: v.linkExpiry ?? 1, projectTypes: v.projectTypes ?? [], ...projectIdsOf(v) });

/**
 * upload/new-candidate's rules over the page's fields: the file's part of the body (its object key, the header row)
 * is the upload's own (useUpload checks the file and names the object), so it stands in here as chosen.
 */
const uploadSchema = (showLinkExpiry: boolean) =>
  pageSchema(newCandidateUpload, {
    toBody: (v: UploadValues) => ({ ...uploadRequest(v), objectKey: 'chosen file', fileHeaderRow: 'Y' as const }),
    rules: (v) => ({ ...projectRules(v), linkExpiry: showLinkExpiry && v.linkExpiry === undefined ? MSG.requiredField : undefined }),
  });

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
  const settings = useCandidateInviteSettings(organisationId);
  const projects = useProjectSelectList(organisationId);

  const s = settings.data;
  const uploadType = s?.uploadType ?? 'CSV';
  const showLinkExpiry = !!s?.showLinkExpiry;
  const schema = useMemo(() => uploadSchema(showLinkExpiry), [showLinkExpiry]);
  const form = useRouteForm('upload.new-candidate', schema, { defaultValues: EMPTY });
  const chosen = useWatch({ control: form.control, name: 'projectTypes' }) ?? [];
  const fields: FieldDef<UploadValues>[] = [
    ...(showLinkExpiry ? [{ ...LINK_EXPIRY_DAYS, id: 'linkExpiry' as const }] : []),
    ...projectFieldDefs(label, chosen, projects.data ?? []),
  ];
  const upload = useUpload({
    ...candidateUpload(organisationId, uploadType, () => uploadRequest(form.getValues())),
    validate: () => form.trigger(),
    setServerErrors: form.setServerErrors,
    title: words('Upload {Candidates}'),
    noun: label('CANDIDATE'),
    onAgain: () => form.reset(EMPTY),
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
              <RouteField key={f.id} form={form} field={f} />
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
