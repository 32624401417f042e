import { Alert, Button, Card, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  ALERTS,
  alertsOfScope,
  allowedTags,
  isAlertCode,
  NOTIFICATION_TAGS,
  templateMethodsFor,
  type AlertScope,
  type NotificationMethod,
} from '@scheduler/contracts/alerts';
import { MSG } from '@scheduler/contracts/messages';
import { notiTemplateSave, TEMPLATE_MESSAGES } from '@scheduler/contracts/schemas/noti-template';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, type CallAnswer } from '../../../shared/lib/api/index.ts';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import type { FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { useRecordPage } from '../../../shared/ui/form/use-record-page.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { TagTextarea } from '../components/tag-textarea.tsx';
import { TagsListButton } from '../components/tags-list-button.tsx';
import { archiveNotiTemplate, saveNotiTemplate, useNotiTemplate } from '../api/noti-template-queries.ts';
import { asOptions, useActiveOrganisations, useProjectSelectList } from '../../../shared/lib/select-lists.ts';

export const NOTI_TEMPLATE_TITLES: Record<RecordMode, string> = {
  NEW: 'Create Notification Template',
  EDIT: 'Edit Notification Template',
  VIEW: 'Notification Template',
};

type Template = CallAnswer<'noti-template.get'>;
const SCOPES: AlertScope[] = ['Organisation', 'Project'];

const valuesOf =
  (organisationId: string) =>
  (t?: Template): FormValues => ({
    encryptedOrganisationId: t?.encryptedOrganisationId ?? organisationId,
    scope: t?.scope ?? 'Organisation',
    code: t?.code ?? '',
    deliveryMethod: t?.deliveryMethod ?? '',
    name: t?.name ?? '',
    subject: t?.subject ?? '',
    body: t?.body ?? '',
    projectList: (t?.projectList ?? []).map((p) => p.encryptedId),
  });

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * /notiTemplate/{id|Create} (doc 3 §2.9, §4, §5): NEW for Create, else VIEW; Edit and Delete for grid admins. Changing
 * the scope clears alert name, name, subject, method and body; choosing an alert name offers its methods and fills
 * name and subject with the alert's description. The body offers the alert's tags on `$`.
 */
export default function NotiTemplatePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const isNew = id.toLowerCase() === 'create';
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const words = useLabelWords();
  const { user } = useSession();
  const gridAdmin = !!user?.isGridAdmin;

  const template = useNotiTemplate(isNew ? undefined : id);
  const organisations = useActiveOrganisations({ enabled: gridAdmin && isNew });

  const [fields, setFields] = useState<FieldDef[]>([]);
  const page = useRecordPage({
    isNew,
    record: template.data,
    recordKey: id,
    fields,
    valuesOf: valuesOf(search.get('organisationId') ?? ''),
    schema: notiTemplateSave,
    body: (v) => {
      const scope = text(v.scope) as AlertScope;
      const method = text(v.deliveryMethod) as NotificationMethod;
      return {
        ...(isNew ? {} : { encryptedId: id }),
        encryptedOrganisationId: text(v.encryptedOrganisationId),
        scope,
        code: text(v.code),
        deliveryMethod: method,
        name: text(v.name).trim(),
        subject: method === 'SMS' ? '' : text(v.subject).trim(),
        body: text(v.body),
        ...(scope === 'Project' ? { projectList: Array.isArray(v.projectList) ? v.projectList : [] } : {}),
      };
    },
    send: saveNotiTemplate,
    refresh: () => [['noti-template']],
    saved: () => ({ title: 'Saved', message: TEMPLATE_MESSAGES.saved }),
    done: (answer) => {
      const savedId = answer.message || id;
      if (savedId !== id) navigate(`/notiTemplate/${savedId}`, { replace: isNew });
    },
    leave: () => navigate('/notiTemplate'),
  });
  const { mode, form, readOnly } = page;
  const orgId = text(form.values.encryptedOrganisationId);
  const scope = (text(form.values.scope) || 'Organisation') as AlertScope;
  const code = text(form.values.code);
  const method = text(form.values.deliveryMethod);
  const projects = useProjectSelectList(scope === 'Project' && !readOnly && orgId ? orgId : undefined, { errors: 'caller' });

  const fieldDefs = useMemo<FieldDef[]>(() => {
    const organisationOptions = isNew
      ? asOptions(organisations.data)
      : template.data
        ? [{ value: template.data.encryptedOrganisationId, label: template.data.organisationName ?? template.data.encryptedOrganisationId }]
        : [];
    const methods = isAlertCode(code) ? templateMethodsFor(code, scope) : [];
    const projectOptions = readOnly
      ? (template.data?.projectList ?? []).map((p) => ({ value: p.encryptedId, label: p.name }))
      : asOptions(projects.data);
    return [
      {
        id: 'encryptedOrganisationId',
        label: 'Organisation',
        type: 'select',
        required: true,
        requiredMessage: MSG.requiredField,
        options: organisationOptions,
      },
      {
        id: 'scope',
        label: 'Scope',
        type: 'radio',
        required: true,
        requiredMessage: MSG.requiredField,
        options: SCOPES.map((s) => ({ value: s, label: s })),
      },
      {
        id: 'code',
        label: 'Alert Name',
        type: 'select',
        required: true,
        requiredMessage: MSG.requiredField,
        options: alertsOfScope(scope).map((a) => ({ value: a.code, label: words(a.description) })),
      },
      {
        id: 'deliveryMethod',
        label: 'Method',
        type: 'select',
        required: true,
        requiredMessage: MSG.requiredField,
        options: methods.map((m) => ({ value: m, label: m })),
      },
      { id: 'name', label: 'Name', type: 'text', required: true, requiredMessage: MSG.requiredField, minLength: 2, maxLength: 200 },
      { id: 'subject', label: 'Subject', type: 'text', maxLength: 500 },
      { id: 'body', label: 'Body', type: 'text-area', required: true, requiredMessage: TEMPLATE_MESSAGES.bodyRequired, maxLength: 4000 },
      { id: 'projectList', label: 'Included Projects', type: 'multi-select', options: projectOptions },
    ];
  }, [isNew, organisations.data, template.data, code, scope, readOnly, projects.data, words]);
  useEffect(() => setFields(fieldDefs), [fieldDefs]);

  const tags = useMemo(() => {
    if (!isAlertCode(code)) return NOTIFICATION_TAGS;
    const allowed = new Set<string>(allowedTags(code));
    return NOTIFICATION_TAGS.filter((t) => allowed.has(t.code));
  }, [code]);

  const crumbs = [
    { label: 'Notification Templates', to: '/notiTemplate' },
    { label: isNew ? 'Create Notification Template' : (template.data?.name ?? '') },
  ];

  if (!isNew && template.isPending) return <PageLoading />;
  if (!isNew && !template.data) return <PageHeader title={NOTI_TEMPLATE_TITLES.VIEW} crumbs={crumbs} />;
  if (isNew && !gridAdmin) {
    return (
      <Stack gap="6">
        <PageHeader title={NOTI_TEMPLATE_TITLES.NEW} crumbs={crumbs} />
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Only a grid admin can create Notification Templates.</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  if (fields.length === 0) return <PageLoading />;
  const [fOrganisation, fScope, fCode, fMethod, fName, fSubject, fBody, fProjects] = fields as [
    FieldDef,
    FieldDef,
    FieldDef,
    FieldDef,
    FieldDef,
    FieldDef,
    FieldDef,
    FieldDef,
  ];

  const changeScope = (next: string) => {
    form.set('scope', next);
    for (const f of ['code', 'name', 'subject', 'deliveryMethod', 'body']) form.set(f, '');
    form.set('projectList', []);
  };
  const changeCode = (next: string) => {
    form.set('code', next);
    if (!isAlertCode(next)) return;
    const alert = ALERTS[next];
    const methods = templateMethodsFor(next, scope);
    form.set('name', words(alert.description));
    form.set('subject', words(alert.description));
    form.set('deliveryMethod', methods.length === 1 ? methods[0] : methods.includes(method as NotificationMethod) ? method : '');
  };

  const remove = async () => {
    const ok = await dialogs.confirm({ title: 'Delete', message: 'Delete this Notification Template?', okText: 'Delete' });
    if (!ok) return;
    try {
      await archiveNotiTemplate(id);
    } catch (e) {
      await dialogs.message({ title: TEMPLATE_MESSAGES.deleteRefusedTitle, message: e instanceof ApiError ? e.message : MSG.generic });
      return;
    }
    navigate('/notiTemplate');
  };

  const actions =
    gridAdmin && mode === 'VIEW' ? (
      <HStack gap="2">
        <EditAction mode={mode} onEdit={page.edit} />
        <Button variant="outline" colorPalette="red" onClick={remove}>
          Delete
        </Button>
      </HStack>
    ) : undefined;

  return (
    <Stack gap="6">
      <PageHeader title={NOTI_TEMPLATE_TITLES[mode]} crumbs={crumbs} actions={actions} />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="4xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField {...form.bind(fOrganisation)} readOnly={readOnly} disabled={!isNew} />
              <FormField {...form.bind(fScope)} onChange={(v) => changeScope(String(v ?? ''))} readOnly={readOnly} />
              <FormField {...form.bind(fCode)} onChange={(v) => changeCode(String(v ?? ''))} readOnly={readOnly} />
              <FormField {...form.bind(fMethod)} readOnly={readOnly} disabled={!code} />
            </SimpleGrid>
            <FormField {...form.bind(fName)} readOnly={readOnly} />
            {method !== 'SMS' && <FormField {...form.bind(fSubject)} readOnly={readOnly} />}
            {scope === 'Project' && <FormField {...form.bind(fProjects)} readOnly={readOnly} />}
            {gridAdmin && (
              <HStack justify="flex-end">
                <TagsListButton />
              </HStack>
            )}
            {readOnly ? (
              <FormField {...form.bind(fBody)} readOnly />
            ) : (
              <TagTextarea
                id="body"
                label="Body"
                required
                maxLength={4000}
                value={text(form.values.body)}
                onChange={(v) => form.set('body', v)}
                onBlur={() => form.touch('body')}
                tags={tags}
                error={form.errors.body ?? null}
              />
            )}
          </Stack>
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={page.cancel} onSave={page.save} />
      </Card.Root>
      {mode === 'VIEW' && template.data && <AuditLog refType="NotificationTemplate" refId={template.data.encryptedId} />}
    </Stack>
  );
}
