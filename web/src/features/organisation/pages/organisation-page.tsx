import { Badge, Button, Card, Menu, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { ORGANISATION_RICH_FIELDS, organisationSave, RETENTION_DEFAULTS, SWITCH_COLOR_STYLES } from '@scheduler/contracts/schemas/organisation';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import type * as z from 'zod';
import { useNavigate, useParams } from 'react-router';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import { saveBase64File } from '../../../shared/lib/download.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRecordForm } from '../../../shared/ui/form/use-record-form.ts';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { EditAction, type RecordMode, SaveCancelFooter } from '../../../shared/ui/record-actions.tsx';
import { exportJiraData, useOrganisation } from '../api/organisation-queries.ts';
import { type ConfigDraft, configErrors, OrganisationConfigEditor } from '../components/organisation-config-editor.tsx';
import { OrganisationSubsetTabs } from '../components/organisation-subset-tabs.tsx';

export const ORGANISATION_TITLES: Record<RecordMode, string> = {
  NEW: 'Create Organisation',
  VIEW: 'Organisation Details',
  EDIT: 'Edit Organisation',
};
export const ORGANISATION_MSG = {
  savedTitle: 'Organisation Saved',
  saved: 'Organisation information saved.',
  jiraDone: 'JIRA Export Data File generated successfully',
  noData: 'No data available',
} as const;

type OrganisationValues = z.input<typeof organisationSave>;

const FIELDS: FieldDef<OrganisationValues>[] = [
  { id: 'name', label: 'Name', type: 'text', required: true },
  { id: 'mfaEnabled', label: 'MFA Enabled', type: 'checkbox' },
  { id: 'contactName', label: 'Contact Name', type: 'text' },
  { id: 'alertEmail', label: 'Alert Email', type: 'text', required: true, isEmail: true },
  { id: 'description', label: 'Description', type: 'text-area' },
];

type Organisation = CallAnswer<'organisation.get'>;

/** A new organisation's configuration: the defaults a grid admin starts from (doc 3 §3). */
const NEW_CONFIG: ConfigDraft = {
  uploadProcessorType: 'CSV',
  countryCode: 'AU',
  switchColor: SWITCH_COLOR_STYLES.Blue,
  invitationExpiry: 7,
  pageSizeManageMeeting: 10,
  pageSizeManageBooking: 10,
  showLinkExpiry: false,
  allowCandidateMultiProject: false,
  showMeetingUnavailableFlag: false,
  countryRestriction: [],
  sessionExpiryAlert: { minutesPrior: 5, message: 'Your session is about to expire. Please save your work.' },
  freezePeriodAdminConfig: {
    meeting_edit_onsite_admin_hours: 24,
    meeting_edit_remote_admin_hours: 24,
    booking_cancel_onsite_admin_hours: 24,
    booking_cancel_remote_admin_hours: 24,
    meeting_internal_past_period: 7,
    meeting_internal_past_allow: false,
  },
  reminders: [{ key: 'MEETING_REMINDER', interval: [24] }],
  integrationConfig: [{ name: 'AWSChime', config: { enabled: true, candidatesCanSeeEachOther: false } }],
  retention: { ...RETENTION_DEFAULTS },
};

/** organisation/{id|create} (doc 3 §2.2, §4, §6): create, view and edit; configuration, smart actions and subset tabs. */
export default function OrganisationPage() {
  const { id = '' } = useParams();
  const isNew = id.toLowerCase() === 'create';
  const { user } = useSession();
  const gridAdmin = !!user?.isGridAdmin;
  const navigate = useNavigate();
  const label = useLabels();
  const dialogs = useDialogs();
  const organisation = useOrganisation(isNew ? undefined : id);
  const record = organisation.data;

  const [showConfigErrors, setShowConfigErrors] = useState(false);
  const page = useRecordForm({
    route: 'organisation.save',
    schema: organisationSave,
    isNew,
    record,
    recordKey: id,
    richText: ORGANISATION_RICH_FIELDS,
    valuesOf: (o?: Organisation): OrganisationValues => ({
      ...(isNew ? {} : { encryptedId: id }),
      name: o?.name ?? '',
      mfaEnabled: o?.mfaEnabled ?? false,
      contactName: o?.contactName ?? '',
      alertEmail: o?.alertEmail ?? '',
      description: o?.description ?? '',
      active: o?.active ?? true,
      // The configuration is the editor's draft: what the schema reads of it is checked on save.
      config: (isNew ? NEW_CONFIG : o?.config) as OrganisationValues['config'],
    }),
    // Empty optional texts are left out, as the server keeps none.
    request: (body) => ({ body: { ...body, contactName: body.contactName || undefined, description: body.description || undefined } }),
    saved: () => ({ title: ORGANISATION_MSG.savedTitle, message: ORGANISATION_MSG.saved }),
    done: (answer) => {
      const savedId = answer.message || id;
      if (savedId !== id) navigate(`/organisation/${savedId}`, { replace: isNew });
    },
    leave: () => navigate(gridAdmin ? '/organisation' : '/'),
  });
  const { mode, form, readOnly } = page;
  const configControl = useController({ control: form.control, name: 'config' });
  // The record's own until the form, reset once it was read, holds it.
  const config = (configControl.field.value ?? record?.config ?? NEW_CONFIG) as ConfigDraft;
  const save = () => {
    if (Object.keys(configErrors(config)).length) setShowConfigErrors(true);
    return page.save();
  };
  const cancel = () => {
    setShowConfigErrors(false);
    page.cancel();
  };

  const jira = async (type: '0' | '1') => {
    const answer = await exportJiraData(id, type);
    if (answer.file && answer.fileName) {
      saveBase64File(answer.file, answer.fileName);
      await dialogs.message({ title: 'JIRA Export', message: ORGANISATION_MSG.jiraDone });
    } else if (answer.status && answer.status !== 'SUCCESS') {
      await dialogs.message({ title: answer.status, message: answer.message || MSG.generic });
    } else await dialogs.message({ title: 'JIRA Export', message: ORGANISATION_MSG.noData });
  };

  const crumbs = useMemo<Crumb[]>(() => {
    const c: Crumb[] = gridAdmin ? [{ label: 'Organisations List', to: '/organisation' }] : [];
    c.push({ label: isNew ? ORGANISATION_TITLES.NEW : (record?.name ?? '') });
    return c;
  }, [gridAdmin, isNew, record?.name]);

  if (!isNew && organisation.isPending) return <PageLoading />;
  if (!isNew && !record) return <PageHeader title={ORGANISATION_TITLES.VIEW} crumbs={crumbs} />;

  const actions =
    mode === 'VIEW' ? (
      <>
        <Menu.Root onSelect={(e) => navigate(e.value === 'bulk' ? `/candidate-upload/${id}` : `/candidate-individual/${id}`)}>
          <Menu.Trigger asChild>
            <Button variant="outline">Invite {label('CANDIDATE').toLowerCase()}</Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="bulk">Bulk Upload</Menu.Item>
                <Menu.Item value="single">Single Invite</Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        {record?.uploadProcessorType === 'CSV' && (
          <Menu.Root onSelect={(e) => void jira(e.value === '0' ? '0' : '1')}>
            <Menu.Trigger asChild>
              <Button variant="outline">JIRA Export</Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="1">All Records</Menu.Item>
                  <Menu.Item value="0">Records updated from last Export</Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
        {gridAdmin && <EditAction mode={mode} onEdit={page.edit} />}
      </>
    ) : undefined;

  return (
    <Stack gap="6">
      <PageHeader
        title={ORGANISATION_TITLES[mode]}
        crumbs={crumbs}
        chips={
          mode === 'VIEW' && record?.mfaEnabled ? (
            <Badge colorPalette="purple" size="lg">
              MFA Enabled
            </Badge>
          ) : undefined
        }
        actions={actions}
      />
      <Card.Root>
        <Card.Header fontWeight="semibold">Organisation Details</Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" maxW="4xl">
            {FIELDS.map((f) => (
              <RouteField key={f.id} form={form} field={f} readOnly={readOnly} />
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      {gridAdmin && (
        <OrganisationConfigEditor config={config} onChange={configControl.field.onChange} readOnly={readOnly} showErrors={showConfigErrors} />
      )}
      {gridAdmin && mode !== 'VIEW' && (
        <Card.Root>
          <SaveCancelFooter mode={mode} onCancel={cancel} onSave={save} />
        </Card.Root>
      )}
      {mode === 'VIEW' && <OrganisationSubsetTabs organisationId={id} countryCode={record?.countryCode} gridAdmin={gridAdmin} />}
    </Stack>
  );
}
