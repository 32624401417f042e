import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { invalidMobileMessage, MOBILE_PATTERNS } from '@scheduler/contracts/field-rules';
import { MSG } from '@scheduler/contracts/messages';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLabels, useLabelWords } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import { useFieldForm, type FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { useInviteSettings } from '../api/candidate-invite-queries.ts';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { useProjectSelectList } from '../../../shared/lib/select-lists.ts';
import { projectFieldDefs, projectIdsOf } from '../components/project-fields.ts';

const EMPTY: FormValues = {
  linkExpiryDays: 1,
  projectTypes: [],
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  uniqueId: '',
  customRequestTypes: '',
};

/** candidate-individual/{organisationId} (doc 3 §2.15 Invite New Candidate, §5 Candidate invite). */
export default function CandidateIndividualPage() {
  const { organisationId = '' } = useParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const label = useLabels();
  const words = useLabelWords();
  const { user } = useSession();
  const settings = useInviteSettings(organisationId);
  const projects = useProjectSelectList(organisationId);
  const [chosen, setChosen] = useState<string[]>([]);

  const s = settings.data;
  const fields = useMemo<FieldDef[]>(() => {
    const country = s?.countryCode ?? 'AU';
    return [
      ...(s?.showLinkExpiry
        ? [
            {
              id: 'linkExpiryDays',
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
      { id: 'firstName', label: 'First Name', type: 'text', required: true, requiredMessage: MSG.requiredField, maxLength: 200 },
      { id: 'lastName', label: 'Last Name', type: 'text', required: true, requiredMessage: MSG.requiredField, maxLength: 200 },
      { id: 'email', label: 'Email', type: 'text', required: true, requiredMessage: MSG.requiredField, maxLength: 200, isEmail: true },
      {
        id: 'mobile',
        label: 'Mobile',
        type: 'text',
        maxLength: 20,
        hint: invalidMobileMessage(country).replace('Invalid Mobile number format, e.g.', 'e.g.'),
        patterns: [{ pattern: MOBILE_PATTERNS[country], message: invalidMobileMessage(country) }],
      },
      { id: 'uniqueId', label: 'Unique Id', type: 'text', required: s?.uploadType === 'CSV', requiredMessage: MSG.requiredField, maxLength: 100 },
      { id: 'customRequestTypes', label: 'Request Types', type: 'text', maxLength: 500, hint: 'Comma separated' },
    ];
  }, [s, label, chosen, projects.data]);
  const form = useFieldForm(fields, EMPTY);
  const invite = useRouteMutation('user-booking.new-candidate', { onFieldErrors: form.setServerErrors });
  const setField = (id: string, v: FormValues[string]) => {
    form.set(id, v);
    if (id === 'projectTypes') setChosen((v as string[]) ?? []);
  };

  const organisationPath = `/organisation/${organisationId}`;
  const crumbs: Crumb[] = [
    ...(user?.isOrgAdmin ? [] : [{ label: 'Organisations List', to: '/organisation' }]),
    { label: s?.organisationName ?? 'Organisation', to: organisationPath },
    { label: words('Invite New {Candidate}') },
  ];

  async function submit() {
    if (!form.validate()) {
      void dialogs.message({ title: MSG.validationFailedTitle, message: MSG.validationFailed });
      return;
    }
    const v = form.values;
    const answer = await invite.send({
      body: {
        encryptedOrganisationId: organisationId,
        projectTypes: v.projectTypes as ('ASSESSMENT' | 'INTERVIEW')[],
        ...projectIdsOf(v),
        firstName: String(v.firstName),
        lastName: String(v.lastName),
        email: String(v.email),
        mobile: String(v.mobile ?? ''),
        uniqueId: String(v.uniqueId ?? ''),
        customRequestTypes: String(v.customRequestTypes ?? ''),
        linkExpiryDays: Number(v.linkExpiryDays) || 1,
      },
    });
    if (!answer) return;
    // doc 3 §2.15: OK stays on this page for the next candidate; Add Another goes back to the organisation.
    const ok = await dialogs.confirm({
      title: `${label('CANDIDATE')} Invited`,
      message: answer.message ?? '',
      okText: 'OK',
      cancelText: 'Add Another',
    });
    if (ok) {
      form.reset(EMPTY);
      setChosen([]);
    } else navigate(organisationPath);
  }

  if (settings.isPending) return <PageLoading />;
  return (
    <Stack gap="6">
      <PageHeader title={words('Invite New {Candidate}')} crumbs={crumbs} />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="3xl" w="full">
            {fields.map((f) => (
              <FormField key={f.id} {...form.bind(f)} onChange={(v) => setField(f.id, v)} />
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
