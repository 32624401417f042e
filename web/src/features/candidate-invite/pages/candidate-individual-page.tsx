import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { newCandidateRequest } from '@scheduler/contracts/schemas/user-booking';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { useLabels, useLabelWords } from '../../../shared/lib/labels.tsx';
import { useProjectSelectList } from '../../../shared/lib/select-lists.ts';
import { useSession } from '../../../shared/lib/session.tsx';
import { useCandidateInviteSettings } from '../../../shared/subsets/booking/candidate-invite-settings.ts';
import {
  type CandidateInviteValues,
  type CandidateSettings,
  candidateFields,
  candidateSettingsRules,
  emptyCandidateInvite,
  LINK_EXPIRY_DAYS,
} from '../../../shared/subsets/booking/add-candidate-rules.ts';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { pageSchema } from '../../../shared/ui/form/page-schema.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRouteForm } from '../../../shared/ui/form/use-route-form.ts';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { projectFieldDefs, projectIdsOf, projectRules } from '../components/project-fields.ts';

/** What the page asks before the organisation's settings are read. */
const NO_SETTINGS: CandidateSettings = { uploadType: 'Excel', countryCode: 'AU', showLinkExpiry: false };

const emptyInvite = (organisationId: string): CandidateInviteValues => ({ ...emptyCandidateInvite(organisationId), projectTypes: [] });

/** The invite's body: the project of each type chosen only. */
function inviteBody(v: CandidateInviteValues) {
  const { enAssessmentProjectId: _assessment, enInterviewProjectId: _interview, ...rest } = v;
  return { ...rest, ...projectIdsOf(v) };
}

/** candidate-individual/{organisationId} (doc 3 §2.15 Invite New Candidate, §5 Candidate invite). */
export default function CandidateIndividualPage() {
  const { organisationId = '' } = useParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const label = useLabels();
  const words = useLabelWords();
  const { user } = useSession();
  const settings = useCandidateInviteSettings(organisationId);
  const projects = useProjectSelectList(organisationId);

  const s = settings.data ?? NO_SETTINGS;
  const schema = useMemo(
    () =>
      pageSchema(newCandidateRequest, {
        toBody: inviteBody,
        rules: (v: CandidateInviteValues) => ({ ...projectRules(v), ...candidateSettingsRules(s, v) }),
      }),
    [s],
  );
  const form = useRouteForm('user-booking.new-candidate', schema, { defaultValues: emptyInvite(organisationId) });
  const invite = useRouteMutation('user-booking.new-candidate', { onFieldErrors: form.setServerErrors });
  const chosen = useWatch({ control: form.control, name: 'projectTypes' }) ?? [];
  const fields: FieldDef<CandidateInviteValues>[] = [
    ...(s.showLinkExpiry ? [LINK_EXPIRY_DAYS] : []),
    ...projectFieldDefs(label, chosen, projects.data ?? []),
    ...candidateFields({ ...s, showLinkExpiry: false }),
  ];

  const organisationPath = `/organisation/${organisationId}`;
  const crumbs: Crumb[] = [
    ...(user?.isOrgAdmin ? [] : [{ label: 'Organisations List', to: '/organisation' }]),
    { label: settings.data?.organisationName ?? 'Organisation', to: organisationPath },
    { label: words('Invite New {Candidate}') },
  ];

  const submit = () =>
    form.submit(async (body) => {
      const answer = await invite.send({ body });
      if (!answer) return;
      // doc 3 §2.15: OK stays on this page for the next candidate; Add Another goes back to the organisation.
      const ok = await dialogs.confirm({
        title: `${label('CANDIDATE')} Invited`,
        message: answer.message ?? '',
        okText: 'OK',
        cancelText: 'Add Another',
      });
      if (ok) form.reset(emptyInvite(organisationId));
      else navigate(organisationPath);
    });

  if (settings.isPending) return <PageLoading />;
  return (
    <Stack gap="6">
      <PageHeader title={words('Invite New {Candidate}')} crumbs={crumbs} />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="3xl" w="full">
            {fields.map((f) => (
              <RouteField key={f.id} form={form} field={f} />
            ))}
            {projects.isSuccess && projects.data.length === 0 && <Text color="fg.muted">No Records Found</Text>}
          </Stack>
        </Card.Body>
        <Card.Footer>
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={() => navigate(organisationPath)}>
              Cancel
            </Button>
            <Button colorPalette="blue" onClick={submit} loading={invite.isPending}>
              Invite
            </Button>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </Stack>
  );
}
