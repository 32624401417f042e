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
import { useMemo } from 'react';
import { useController, type DefaultValues } from 'react-hook-form';
import type * as z from 'zod';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, type CallAnswer } from '../../../shared/lib/api/index.ts';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRecordForm } from '../../../shared/ui/form/use-record-form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { TagTextarea } from '../components/tag-textarea.tsx';
import { TagsListButton } from '../components/tags-list-button.tsx';
import { archiveNotiTemplate, useNotiTemplate } from '../api/noti-template-queries.ts';
import { asOptions, useActiveOrganisations, useProjectSelectList } from '../../../shared/lib/select-lists.ts';

export const NOTI_TEMPLATE_TITLES: Record<RecordMode, string> = {
  NEW: 'Create Notification Template',
  EDIT: 'Edit Notification Template',
  VIEW: 'Notification Template',
};

type Template = CallAnswer<'noti-template.get'>;
const SCOPES: AlertScope[] = ['Organisation', 'Project'];

type TemplateValues = z.input<typeof notiTemplateSave>;
type Field = FieldDef<TemplateValues>;

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

  const page = useRecordForm({
    route: 'noti-template.save',
    schema: notiTemplateSave,
    isNew,
    record: template.data,
    recordKey: id,
    valuesOf: (t?: Template): DefaultValues<TemplateValues> => ({
      ...(isNew ? {} : { encryptedId: id }),
      encryptedOrganisationId: t?.encryptedOrganisationId ?? search.get('organisationId') ?? '',
      scope: t?.scope ?? 'Organisation',
      code: t?.code ?? '',
      deliveryMethod: t?.deliveryMethod,
      name: t?.name ?? '',
      subject: t?.subject ?? '',
      body: t?.body ?? '',
      projectList: (t?.projectList ?? []).map((p) => p.encryptedId),
    }),
    // Only a Project-scope template names its projects.
    request: ({ projectList, ...body }) => ({ body: body.scope === 'Project' ? { ...body, projectList: projectList ?? [] } : body }),
    saved: () => ({ title: 'Saved', message: TEMPLATE_MESSAGES.saved }),
    done: (answer) => {
      const savedId = answer.message || id;
      if (savedId !== id) navigate(`/notiTemplate/${savedId}`, { replace: isNew });
    },
    leave: () => navigate('/notiTemplate'),
  });
  const { mode, form, readOnly } = page;
  const bodyControl = useController({ control: form.control, name: 'body' });
  const orgId = form.watch('encryptedOrganisationId') ?? '';
  const scope: AlertScope = form.watch('scope') ?? 'Organisation';
  const code = form.watch('code') ?? '';
  const method = form.watch('deliveryMethod') ?? '';
  const projects = useProjectSelectList(scope === 'Project' && !readOnly && orgId ? orgId : undefined, { errors: 'caller' });

  const organisationOptions = isNew
    ? asOptions(organisations.data)
    : template.data
      ? [{ value: template.data.encryptedOrganisationId, label: template.data.organisationName ?? template.data.encryptedOrganisationId }]
      : [];
  const methods = isAlertCode(code) ? templateMethodsFor(code, scope) : [];
  const projectOptions = readOnly
    ? (template.data?.projectList ?? []).map((p) => ({ value: p.encryptedId, label: p.name }))
    : asOptions(projects.data);
  const fOrganisation: Field = { id: 'encryptedOrganisationId', label: 'Organisation', type: 'select', required: true, options: organisationOptions };
  const fScope: Field = { id: 'scope', label: 'Scope', type: 'radio', required: true, options: SCOPES.map((v) => ({ value: v, label: v })) };
  const fCode: Field = {
    id: 'code',
    label: 'Alert Name',
    type: 'select',
    required: true,
    options: alertsOfScope(scope).map((a) => ({ value: a.code, label: words(a.description) })),
  };
  const fMethod: Field = {
    id: 'deliveryMethod',
    label: 'Method',
    type: 'select',
    required: true,
    options: methods.map((m) => ({ value: m, label: m })),
  };
  const fProjects: Field = { id: 'projectList', label: 'Included Projects', type: 'multi-select', options: projectOptions };
  const fName: Field = { id: 'name', label: 'Name', type: 'text', required: true };
  const fSubject: Field = { id: 'subject', label: 'Subject', type: 'text' };
  const fBody: Field = { id: 'body', label: 'Body', type: 'text-area', required: true };

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

  // The Method select's blank choice is a value of the control, as the person can pick it too.
  const setMethod = (m: NotificationMethod | '') => form.setValue('deliveryMethod', m as NotificationMethod);
  const changeScope = () => {
    for (const f of ['code', 'name', 'subject', 'body'] as const) form.setValue(f, '');
    setMethod('');
    form.setValue('projectList', []);
  };
  const changeCode = (next: unknown) => {
    if (typeof next !== 'string' || !isAlertCode(next)) return;
    const alert = ALERTS[next];
    const allowed = templateMethodsFor(next, form.getValues('scope') ?? 'Organisation');
    form.setValue('name', words(alert.description));
    form.setValue('subject', words(alert.description));
    setMethod(allowed.length === 1 ? (allowed[0] ?? '') : allowed.includes(method as NotificationMethod) ? (method as NotificationMethod) : '');
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
              <RouteField form={form} field={fOrganisation} readOnly={readOnly} disabled={!isNew} />
              <RouteField form={form} field={fScope} onChange={changeScope} readOnly={readOnly} />
              <RouteField form={form} field={fCode} onChange={changeCode} readOnly={readOnly} />
              <RouteField form={form} field={fMethod} readOnly={readOnly} disabled={!code} />
            </SimpleGrid>
            <RouteField form={form} field={fName} readOnly={readOnly} />
            {method !== 'SMS' && <RouteField form={form} field={fSubject} readOnly={readOnly} />}
            {scope === 'Project' && <RouteField form={form} field={fProjects} readOnly={readOnly} />}
            {gridAdmin && (
              <HStack justify="flex-end">
                <TagsListButton />
              </HStack>
            )}
            {readOnly ? (
              <RouteField form={form} field={fBody} readOnly />
            ) : (
              <TagTextarea
                id="body"
                label="Body"
                required
                maxLength={4000}
                value={bodyControl.field.value ?? ''}
                onChange={bodyControl.field.onChange}
                onBlur={bodyControl.field.onBlur}
                tags={tags}
                error={bodyControl.fieldState.error?.message ?? null}
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
