import { Alert, Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { invalidAlertAddresses, normaliseAlertAddresses, PROJECT_ALERT_MESSAGES, projectAlertSave } from '@scheduler/contracts/schemas/project-alert';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import * as z from 'zod';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { useSession } from '../../../shared/lib/session.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import type { FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { useRecordPage } from '../../../shared/ui/form/use-record-page.ts';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { saveProjectAlert, useAlertTemplates, useMissingAlertCodes, useProjectAlert } from '../api/project-alert-queries.ts';
import { TemplatePreview } from '../components/template-preview.tsx';
import { asOptions, useProjectSelectList } from '../../../shared/lib/select-lists.ts';

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

const valuesOf = (a?: ProjectAlertRecord, projectId = ''): FormValues => {
  const mobiles = (a?.mobileNo ?? '').split(';').map((m) => m.trim());
  return {
    encryptedProjectId: a?.encryptedProjectId ?? projectId,
    code: a?.code ?? '',
    // In edit a method is ticked when the alert has its template (doc 3 §4).
    email: !!a?.encryptedNTEmailId,
    mailTemplateId: a?.encryptedNTEmailId ?? '',
    emAddress: a?.emAddress ?? '',
    sms: !!a?.encryptedNTSMSId,
    encryptedNTSMSId: a?.encryptedNTSMSId ?? '',
    smsCandidate: mobiles.includes(CANDIDATE_MOBILE),
    smsAssessor: mobiles.includes(ASSESSOR_MOBILE),
  };
};

/** The request: an unchecked method sends neither its template nor its recipients, so the save clears them (doc 3 §4). */
const bodyOf = (v: FormValues, id: string | undefined) => ({
  ...(id ? { encryptedId: id } : {}),
  encryptedProjectId: String(v.encryptedProjectId ?? ''),
  code: String(v.code ?? ''),
  ...(v.email
    ? { encryptedNTEmailId: String(v.mailTemplateId ?? '') || undefined, emAddress: normaliseAlertAddresses(String(v.emAddress ?? '')) }
    : {}),
  ...(v.sms
    ? {
        encryptedNTSMSId: String(v.encryptedNTSMSId ?? '') || undefined,
        mobileNo: [v.smsCandidate && CANDIDATE_MOBILE, v.smsAssessor && ASSESSOR_MOBILE].filter(Boolean).join('; '),
      }
    : {}),
});

/**
 * The route's body schema with its messages placed on the form's fields: the form names the e-mail template field
 * without 'email' (field ids containing it are checked as e-mail addresses), and 'at least one method' shows under
 * the Notification Method boxes.
 */
const FORM_SCHEMA = z.unknown().superRefine((body, ctx) => {
  const parsed = projectAlertSave.safeParse(body);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = key === 'encryptedNTEmailId' ? (issue.message === PROJECT_ALERT_MESSAGES.noMethod ? 'method' : 'mailTemplateId') : key;
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});

type FieldOptions = Record<'projects' | 'codes' | 'email' | 'sms', FieldDef['options']>;
const NO_OPTIONS: FieldOptions = { projects: [], codes: [], email: [], sms: [] };

/** The form's fields: the options of the chosen project and code, and required flags that follow the ticked methods (doc 3 §5). */
const fieldsFor = (v: FormValues, options: FieldOptions): FieldDef[] => [
  { id: 'encryptedProjectId', label: 'Project', type: 'select', required: true, requiredMessage: MSG.requiredField, options: options.projects },
  { id: 'code', label: 'Alert Name', type: 'select', required: true, requiredMessage: MSG.requiredField, options: options.codes },
  { id: 'email', label: 'EMAIL', type: 'checkbox' },
  {
    id: 'mailTemplateId',
    label: 'Email Template',
    type: 'select',
    required: !!v.email,
    requiredMessage: MSG.requiredField,
    options: options.email,
  },
  {
    id: 'emAddress',
    label: 'Email Address',
    type: 'text',
    required: !!v.email,
    requiredMessage: MSG.requiredField,
    maxLength: 2000,
    hint: PROJECT_ALERT_MESSAGES.emailTagsHint,
  },
  { id: 'sms', label: 'SMS', type: 'checkbox' },
  { id: 'encryptedNTSMSId', label: 'SMS Template', type: 'select', required: !!v.sms, requiredMessage: MSG.requiredField, options: options.sms },
  { id: 'smsCandidate', label: 'SMS to {candidate}', type: 'checkbox' },
  { id: 'smsAssessor', label: 'SMS to {Assessor}', type: 'checkbox' },
  // Carries the request's SMS recipient message (shown under the SMS boxes); never rendered as a control.
  { id: 'mobileNo', label: 'SMS To', type: 'text' },
];

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

  const [fields, setFields] = useState<FieldDef[]>(() => fieldsFor({}, NO_OPTIONS));
  const alert = useProjectAlert(isNew ? undefined : id);
  const record = alert.data;
  const projects = useProjectSelectList('NA', { enabled: isNew });

  const listPath = (projectId: string) => (isGridAdmin ? '/projectAlertAllList' : `/project/${projectId}`);

  const page = useRecordPage({
    isNew,
    record,
    recordKey: id,
    fields,
    valuesOf: (a?: ProjectAlertRecord) => valuesOf(a, presetProjectId),
    schema: FORM_SCHEMA,
    body: (v) => bodyOf(v, isNew ? undefined : id),
    send: saveProjectAlert,
    // The project's page says whether it has its confirmation alert: it is read again too.
    refresh: (answer) => [['project-alert', answer.message || id], ['project-alert', 'missing'], ['project']],
    saved: () => ({ title: PROJECT_ALERT_MESSAGES.savedTitle, message: PROJECT_ALERT_MESSAGES.savedTitle }),
    done: (answer) => {
      const savedId = answer.message || id;
      if (savedId !== id) navigate(`/projectAlert/${savedId}`, { replace: isNew });
    },
    leave: () => navigate(presetProjectId ? `/project/${presetProjectId}` : isGridAdmin ? '/projectAlertAllList' : '/project'),
  });
  const { mode, form, readOnly } = page;
  const v = form.values;

  const projectId = String(v.encryptedProjectId ?? '');
  const code = String(v.code ?? '');
  const chosenProject = projects.data?.find((p) => p.encryptedId === projectId);
  const organisationId = isNew ? chosenProject?.encryptedOrganisationId : record?.encryptedOrganisationId;
  const missing = useMissingAlertCodes(isNew && projectId ? projectId : undefined);
  const templates = useAlertTemplates(readOnly ? undefined : organisationId, code || undefined);
  const emailTemplates = ofMethod(templates.data, 'EMAIL');
  const smsTemplates = ofMethod(templates.data, 'SMS');

  const nextFields = useMemo(
    () =>
      fieldsFor(v, {
        projects: isNew ? asOptions(projects.data) : record ? [{ value: record.encryptedProjectId, label: record.projectName ?? '' }] : [],
        codes: isNew
          ? (missing.data ?? []).filter((m) => m.code).map((m) => ({ value: m.code!, label: m.description }))
          : record
            ? [{ value: record.code, label: record.codeDescription ?? record.code }]
            : [],
        // The chosen templates by name, also in view where the organisation's templates are not read.
        email: [
          ...(record?.encryptedNTEmailId ? [{ value: record.encryptedNTEmailId, label: record.nameNTEmail ?? '' }] : []),
          ...ofMethod(templates.data, 'EMAIL').map((t) => ({ value: t.encryptedId ?? '', label: t.name })),
        ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i),
        sms: [
          ...(record?.encryptedNTSMSId ? [{ value: record.encryptedNTSMSId, label: record.nameNTSMS ?? '' }] : []),
          ...ofMethod(templates.data, 'SMS').map((t) => ({ value: t.encryptedId ?? '', label: t.name })),
        ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i),
      }),
    [v, isNew, projects.data, record, missing.data, templates.data],
  );
  useEffect(() => setFields(nextFields), [nextFields]);
  const field = (fid: string) => form.bind(fields.find((f) => f.id === fid) ?? nextFields.find((f) => f.id === fid)!);

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
    : emailTemplates.find((t) => t.encryptedId === v.mailTemplateId);
  const chosenSms = readOnly
    ? record?.encryptedNTSMSId
      ? { body: record.bodyMobile ?? '' }
      : undefined
    : smsTemplates.find((t) => t.encryptedId === v.encryptedNTSMSId);

  const set = (fid: string, value: FormValues[string]) => form.set(fid, value);
  const resetMethods = () => {
    for (const [fid, value] of Object.entries({
      email: false,
      sms: false,
      encryptedNTEmailId: '',
      encryptedNTSMSId: '',
      smsCandidate: false,
      smsAssessor: false,
    }))
      set(fid, value);
  };

  const save = async () => {
    // An address that is neither an e-mail nor a tag is named in its own dialog (doc 3 §5, §8).
    const bad = v.email ? invalidAlertAddresses(String(v.emAddress ?? '')) : [];
    if (bad.length) {
      form.validate();
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
              <FormField
                {...field('encryptedProjectId')}
                readOnly={readOnly}
                disabled={!isNew}
                onChange={(value) => {
                  set('encryptedProjectId', value);
                  set('code', '');
                  resetMethods();
                }}
              />
              <FormField
                {...field('code')}
                readOnly={readOnly}
                disabled={!isNew || !projectId}
                onChange={(value) => {
                  set('code', value);
                  resetMethods();
                }}
              />
            </SimpleGrid>

            {!readOnly && (!projectId || !code) && <Text color="fg.muted">{PROJECT_ALERT_MESSAGES.pickProjectAndCode}</Text>}
            {noTemplates && warning(PROJECT_ALERT_MESSAGES.noTemplatesForCode, createTemplate('Create Notification Template'))}

            {(readOnly || (templatesReady && !noTemplates)) && (
              <Stack gap="2">
                <Text fontWeight="medium">Notification Method</Text>
                <HStack gap="6">
                  <FormField {...field('email')} readOnly={readOnly} />
                  <FormField {...field('sms')} readOnly={readOnly} />
                </HStack>
                {form.errors.method && (
                  <Text color="fg.error" fontSize="sm">
                    {form.errors.method}
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
                    <FormField {...field('mailTemplateId')} readOnly={readOnly} />
                    <FormField {...field('emAddress')} readOnly={readOnly} />
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
                    <FormField {...field('encryptedNTSMSId')} readOnly={readOnly} />
                    <HStack gap="6">
                      <FormField {...field('smsCandidate')} readOnly={readOnly} />
                      <FormField {...field('smsAssessor')} readOnly={readOnly} />
                    </HStack>
                    {form.errors.mobileNo && (
                      <Text color="fg.error" fontSize="sm">
                        {words(form.errors.mobileNo)}
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
