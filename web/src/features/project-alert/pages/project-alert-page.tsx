import { Alert, Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { invalidAlertAddresses, normaliseAlertAddresses, PROJECT_ALERT_MESSAGES, projectAlertSave } from '@scheduler/contracts/schemas/project-alert';
import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { asOptions, useProjectSelectList } from '../../../shared/lib/select-lists.ts';
import { useSession } from '../../../shared/lib/session.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { FieldDef, FieldOption } from '../../../shared/ui/form/field-def.ts';
import { pageSchema } from '../../../shared/ui/form/page-schema.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRecordForm } from '../../../shared/ui/form/use-record-form.ts';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { useAlertTemplates, useMissingAlertCodes, useProjectAlert } from '../api/project-alert-queries.ts';
import { TemplatePreview } from '../components/template-preview.tsx';

type ProjectAlertRecord = CallAnswer<'project-alert.get'>;
type TemplateOption = CallAnswer<'noti-template.getByOrganisationByCode'>[number];

const ofMethod = (templates: TemplateOption[] | undefined, method: 'EMAIL' | 'SMS') => (templates ?? []).filter((t) => t.deliveryMethod === method);

export const PROJECT_ALERT_TITLES: Record<RecordMode, string> = {
  NEW: 'Create Project Alert',
  VIEW: 'Project Alert',
  EDIT: 'Edit Project Alert',
};

const CANDIDATE_MOBILE = '$candidateMobile';
const ASSESSOR_MOBILE = '$assessorMobile';

/** The form: the ticked methods, each with its template and recipients (the SMS ones as two boxes). */
type AlertValues = {
  encryptedProjectId: string;
  code: string;
  email: boolean;
  encryptedNTEmailId: string;
  emAddress: string;
  sms: boolean;
  encryptedNTSMSId: string;
  smsCandidate: boolean;
  smsAssessor: boolean;
};
type AlertField = FieldDef<AlertValues>;

const NO_METHODS = { email: false, encryptedNTEmailId: '', sms: false, encryptedNTSMSId: '', smsCandidate: false, smsAssessor: false };

const valuesOf = (a?: ProjectAlertRecord, projectId = ''): AlertValues => {
  const mobiles = (a?.mobileNo ?? '').split(';').map((m) => m.trim());
  return {
    encryptedProjectId: a?.encryptedProjectId ?? projectId,
    code: a?.code ?? '',
    // In edit a method is ticked when the alert has its template (doc 3 §4).
    email: !!a?.encryptedNTEmailId,
    encryptedNTEmailId: a?.encryptedNTEmailId ?? '',
    emAddress: a?.emAddress ?? '',
    sms: !!a?.encryptedNTSMSId,
    encryptedNTSMSId: a?.encryptedNTSMSId ?? '',
    smsCandidate: mobiles.includes(CANDIDATE_MOBILE),
    smsAssessor: mobiles.includes(ASSESSOR_MOBILE),
  };
};

/** The request: an unchecked method sends neither its template nor its recipients, so the save clears them (doc 3 §4). */
const bodyOf = (v: AlertValues, id: string | undefined) => ({
  ...(id ? { encryptedId: id } : {}),
  encryptedProjectId: v.encryptedProjectId,
  code: v.code,
  ...(v.email ? { encryptedNTEmailId: v.encryptedNTEmailId || undefined, emAddress: normaliseAlertAddresses(v.emAddress) } : {}),
  ...(v.sms
    ? {
        encryptedNTSMSId: v.encryptedNTSMSId || undefined,
        mobileNo: [v.smsCandidate && CANDIDATE_MOBILE, v.smsAssessor && ASSESSOR_MOBILE].filter(Boolean).join('; '),
      }
    : {}),
});

/** The messages of no control of their own: no method ticked, and no SMS recipient box. */
const METHOD = 'method';
const SMS_TO = 'mobileNo';

/**
 * The route's body schema over the form: a ticked method needs its template (and e-mail its addresses); 'at least
 * one method' shows under the Notification Method boxes and the SMS recipients' message under the SMS boxes.
 */
const alertSchema = (id: string | undefined) =>
  pageSchema(projectAlertSave, {
    toBody: (v: AlertValues) => bodyOf(v, id),
    rules: (v) => ({
      encryptedNTEmailId: v.email && !v.encryptedNTEmailId ? MSG.requiredField : undefined,
      emAddress: v.email && !v.emAddress.trim() ? MSG.requiredField : undefined,
      encryptedNTSMSId: v.sms && !v.encryptedNTSMSId ? MSG.requiredField : undefined,
    }),
    fieldOf: (key) => (key === 'encryptedNTEmailId' ? METHOD : key),
  });

type FieldOptions = Record<'projects' | 'codes' | 'email' | 'sms', FieldOption[]>;

/** The form's fields: the options of the chosen project and code, and required marks that follow the ticked methods (doc 3 §5). */
const fieldsFor = (v: Pick<AlertValues, 'email' | 'sms'>, options: FieldOptions) =>
  ({
    encryptedProjectId: { id: 'encryptedProjectId', label: 'Project', type: 'select', required: true, options: options.projects },
    code: { id: 'code', label: 'Alert Name', type: 'select', required: true, options: options.codes },
    email: { id: 'email', label: 'EMAIL', type: 'checkbox' },
    encryptedNTEmailId: { id: 'encryptedNTEmailId', label: 'Email Template', type: 'select', required: v.email, options: options.email },
    emAddress: { id: 'emAddress', label: 'Email Address', type: 'text', required: v.email, hint: PROJECT_ALERT_MESSAGES.emailTagsHint },
    sms: { id: 'sms', label: 'SMS', type: 'checkbox' },
    encryptedNTSMSId: { id: 'encryptedNTSMSId', label: 'SMS Template', type: 'select', required: v.sms, options: options.sms },
    smsCandidate: { id: 'smsCandidate', label: 'SMS to {candidate}', type: 'checkbox' },
    smsAssessor: { id: 'smsAssessor', label: 'SMS to {Assessor}', type: 'checkbox' },
  }) satisfies Record<keyof AlertValues, AlertField>;

/** The chosen template by name first (also in view, where the organisation's templates are not read), then the others. */
const templateOptions = (chosen: FieldOption | undefined, templates: TemplateOption[]) =>
  [...(chosen ? [chosen] : []), ...templates.map((t) => ({ value: t.encryptedId ?? '', label: t.name }))].filter(
    (o, i, all) => all.findIndex((x) => x.value === o.value) === i,
  );

/** projectAlert/{id|create} (doc 3 §2.7, §4, §5): create, view (with Remove while active) and edit of one project alert. */
export default function ProjectAlertPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const isNew = id.toLowerCase() === 'create';
  const presetProjectId = search.get('projectId') ?? '';
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const words = useLabelWords();
  const { user } = useSession();
  const isGridAdmin = !!user?.isGridAdmin;
  const removeAlert = useRouteMutation('project-alert.remove', { done: [PROJECT_ALERT_MESSAGES.removedStatus] });

  const alert = useProjectAlert(isNew ? undefined : id);
  const record = alert.data;
  const projects = useProjectSelectList('NA', { enabled: isNew });

  const listPath = (projectId: string) => (isGridAdmin ? '/projectAlertAllList' : `/project/${projectId}`);

  const schema = useMemo(() => alertSchema(isNew ? undefined : id), [isNew, id]);
  const page = useRecordForm({
    route: 'project-alert.save',
    schema,
    isNew,
    record,
    recordKey: id,
    valuesOf: (a?: ProjectAlertRecord) => valuesOf(a, presetProjectId),
    request: (body) => ({ body }),
    saved: () => ({ title: PROJECT_ALERT_MESSAGES.savedTitle, message: PROJECT_ALERT_MESSAGES.savedTitle }),
    done: (answer) => {
      const savedId = answer.message || id;
      if (savedId !== id) navigate(`/projectAlert/${savedId}`, { replace: isNew });
    },
    leave: () => navigate(presetProjectId ? `/project/${presetProjectId}` : isGridAdmin ? '/projectAlertAllList' : '/project'),
  });
  const { mode, form, readOnly } = page;
  const v = useWatch({ control: form.control }) as AlertValues;
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;

  const projectId = v.encryptedProjectId ?? '';
  const code = v.code ?? '';
  const chosenProject = projects.data?.find((p) => p.encryptedId === projectId);
  const organisationId = isNew ? chosenProject?.encryptedOrganisationId : record?.encryptedOrganisationId;
  const missing = useMissingAlertCodes(isNew && projectId ? projectId : undefined);
  const templates = useAlertTemplates(readOnly ? undefined : organisationId, code || undefined);
  const emailTemplates = ofMethod(templates.data, 'EMAIL');
  const smsTemplates = ofMethod(templates.data, 'SMS');

  const fields = fieldsFor(v, {
    projects: isNew ? asOptions(projects.data) : record ? [{ value: record.encryptedProjectId, label: record.projectName ?? '' }] : [],
    codes: isNew
      ? (missing.data ?? []).filter((m) => m.code).map((m) => ({ value: m.code!, label: m.description }))
      : record
        ? [{ value: record.code, label: record.codeDescription ?? record.code }]
        : [],
    email: templateOptions(
      record?.encryptedNTEmailId ? { value: record.encryptedNTEmailId, label: record.nameNTEmail ?? '' } : undefined,
      emailTemplates,
    ),
    sms: templateOptions(record?.encryptedNTSMSId ? { value: record.encryptedNTSMSId, label: record.nameNTSMS ?? '' } : undefined, smsTemplates),
  });
  const field = (f: AlertField, onChange?: (value: unknown) => void) => <RouteField form={form} field={f} readOnly={readOnly} onChange={onChange} />;
  // The messages without a control follow the boxes once the form was sent.
  const recheck = () => {
    if (form.formState.isSubmitted) void form.trigger([METHOD, SMS_TO] as never);
  };

  const crumbs = useMemo<Crumb[]>(() => {
    const c: Crumb[] = [];
    if (isGridAdmin) c.push({ label: 'Project Alerts', to: '/projectAlertAllList' });
    if (record) c.push({ label: record.projectName ?? 'Project', to: `/project/${record.encryptedProjectId}` });
    c.push({ label: isNew ? 'Create Project Alert' : (record?.codeDescription ?? '') });
    return c;
  }, [isGridAdmin, record, isNew]);

  if (!isNew && alert.isPending) return <PageLoading />;
  if (!isNew && !record) return <PageHeader title={PROJECT_ALERT_TITLES.VIEW} crumbs={crumbs} />;

  const active = record?.status === 'Active';
  const chosenEmail = readOnly
    ? record?.encryptedNTEmailId
      ? { subject: record.subjectEmail ?? '', body: record.bodyEmail ?? '' }
      : undefined
    : emailTemplates.find((t) => t.encryptedId === v.encryptedNTEmailId);
  const chosenSms = readOnly
    ? record?.encryptedNTSMSId
      ? { body: record.bodyMobile ?? '' }
      : undefined
    : smsTemplates.find((t) => t.encryptedId === v.encryptedNTSMSId);

  // A new project or alert name has other templates: both methods start again.
  const resetMethods = () => {
    for (const [fid, value] of Object.entries(NO_METHODS)) form.setValue(fid as keyof typeof NO_METHODS, value);
  };

  const save = async () => {
    // An address that is neither an e-mail nor a tag is named in its own dialog (doc 3 §5, §8).
    const bad = v.email ? invalidAlertAddresses(v.emAddress) : [];
    if (bad.length) {
      await form.trigger();
      await dialogs.message({ title: PROJECT_ALERT_MESSAGES.invalidEmailTitle, message: PROJECT_ALERT_MESSAGES.invalidEmail(bad[0]) });
      return;
    }
    await page.save();
  };

  const remove = async () => {
    if (!record) return;
    if (!(await dialogs.confirm({ title: 'Remove Project Alert', message: PROJECT_ALERT_MESSAGES.removeConfirm, okText: 'Remove' }))) return;
    const answer = await removeAlert.send({ params: { id: record.encryptedId } });
    if (!answer) return;
    await dialogs.message({ title: answer.status, message: answer.message ?? PROJECT_ALERT_MESSAGES.removed });
    navigate(listPath(record.encryptedProjectId));
  };

  const createTemplate = (label: string) =>
    isGridAdmin ? (
      <Button size="sm" variant="outline" colorPalette="blue" onClick={() => navigate('/notiTemplate/create')}>
        {label}
      </Button>
    ) : null;
  const warning = (title: string, action: ReactNode) => (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
      </Alert.Content>
      {action}
    </Alert.Root>
  );

  const templatesReady = !readOnly && !!projectId && !!code && templates.isSuccess;
  const noTemplates = templatesReady && (templates.data ?? []).length === 0;

  return (
    <Stack gap="6">
      <PageHeader
        title={PROJECT_ALERT_TITLES[mode]}
        crumbs={crumbs}
        chips={mode === 'VIEW' && record ? <Badge colorPalette={active ? 'green' : 'gray'}>{active ? 'Active' : 'Removed'}</Badge> : undefined}
        actions={
          mode === 'VIEW' && active ? (
            <HStack gap="2">
              <EditAction mode={mode} onEdit={page.edit} />
              <Button colorPalette="red" variant="outline" onClick={remove}>
                Remove
              </Button>
            </HStack>
          ) : undefined
        }
      />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="4xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <RouteField
                form={form}
                field={fields.encryptedProjectId}
                readOnly={readOnly}
                disabled={!isNew}
                onChange={() => {
                  form.setValue('code', '');
                  resetMethods();
                }}
              />
              <RouteField form={form} field={fields.code} readOnly={readOnly} disabled={!isNew || !projectId} onChange={resetMethods} />
            </SimpleGrid>

            {!readOnly && (!projectId || !code) && <Text color="fg.muted">{PROJECT_ALERT_MESSAGES.pickProjectAndCode}</Text>}
            {noTemplates && warning(PROJECT_ALERT_MESSAGES.noTemplatesForCode, createTemplate('Create Notification Template'))}

            {(readOnly || (templatesReady && !noTemplates)) && (
              <Stack gap="2">
                <Text fontWeight="medium">Notification Method</Text>
                <HStack gap="6">
                  {field(fields.email, recheck)}
                  {field(fields.sms, recheck)}
                </HStack>
                {errors[METHOD]?.message && (
                  <Text color="fg.error" fontSize="sm">
                    {words(errors[METHOD].message)}
                  </Text>
                )}
              </Stack>
            )}

            {!!v.email && (
              <Stack gap="3" as="section" aria-label="Email">
                <Heading as="h2" size="md">
                  Email
                </Heading>
                {!readOnly && emailTemplates.length === 0 ? (
                  warning(PROJECT_ALERT_MESSAGES.noEmailTemplates, createTemplate('Create EMAIL template'))
                ) : (
                  <>
                    {field(fields.encryptedNTEmailId)}
                    {field(fields.emAddress)}
                    <TemplatePreview
                      label="Email preview"
                      subject={chosenEmail?.subject ?? (chosenEmail ? '' : undefined)}
                      body={chosenEmail?.body}
                    />
                  </>
                )}
              </Stack>
            )}

            {!!v.sms && (
              <Stack gap="3" as="section" aria-label="SMS">
                <Heading as="h2" size="md">
                  SMS
                </Heading>
                {!readOnly && smsTemplates.length === 0 ? (
                  warning(PROJECT_ALERT_MESSAGES.noSmsTemplates, createTemplate('Create SMS template'))
                ) : (
                  <>
                    {field(fields.encryptedNTSMSId)}
                    <HStack gap="6">
                      {field(fields.smsCandidate, recheck)}
                      {field(fields.smsAssessor, recheck)}
                    </HStack>
                    {errors[SMS_TO]?.message && (
                      <Text color="fg.error" fontSize="sm">
                        {words(errors[SMS_TO].message)}
                      </Text>
                    )}
                    <TemplatePreview label="SMS preview" body={chosenSms?.body} />
                  </>
                )}
              </Stack>
            )}
          </Stack>
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={page.cancel} onSave={save} saveDisabled={!isNew && !active} />
      </Card.Root>
      {mode === 'VIEW' && record && <AuditLog refType="ProjectAlert" refId={record.encryptedId} />}
    </Stack>
  );
}
