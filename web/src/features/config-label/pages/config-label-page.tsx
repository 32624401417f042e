import { Alert, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { LABEL_HINTS, type LabelCode } from '@scheduler/contracts/labels';
import { MSG } from '@scheduler/contracts/messages';
import { configLabelSave } from '@scheduler/contracts/schemas/config-label';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import type { FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { useRecordPage } from '../../../shared/ui/form/use-record-page.ts';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { saveConfigLabel, useActiveOrganisations, useAvailableCodes, useConfigLabel } from '../api/config-label-queries.ts';

export type ConfigLabelMode = RecordMode;
export const CONFIG_LABEL_TITLES: Record<ConfigLabelMode, string> = {
  NEW: 'Create Label Configuration',
  EDIT: 'Edit Label Configuration',
  VIEW: 'Label Configuration',
};

const valuesOf = (l?: CallAnswer<'config-label.get'>): FormValues => ({
  encryptedOrganisationId: l?.encryptedOrganisationId ?? '',
  code: l?.code ?? '',
  display: l?.display ?? '',
});

/** /config-label/{id} (doc 3 §2.11): CREATE is new; otherwise view, Edit to edit, Cancel back to view. */
export default function ConfigLabelPage() {
  const { id = '' } = useParams();
  const isNew = id.toLowerCase() === 'create';
  const navigate = useNavigate();

  const label = useConfigLabel(isNew ? undefined : id);
  const organisations = useActiveOrganisations();

  const [fields, setFields] = useState<FieldDef[]>([]);
  const page = useRecordPage({
    isNew,
    record: label.data,
    recordKey: id,
    fields,
    valuesOf,
    schema: configLabelSave,
    body: (v) => ({
      ...(isNew ? {} : { encryptedId: id }),
      encryptedOrganisationId: String(v.encryptedOrganisationId ?? ''),
      code: String(v.code ?? '') as LabelCode,
      display: String(v.display ?? '').trim(),
    }),
    send: saveConfigLabel,
    refresh: () => [['config-label']],
    saved: () => ({ title: 'Saved', message: MSG.labelSaved }),
    done: (answer) => {
      const savedId = answer.message || id;
      if (savedId !== id) navigate(`/config-label/${savedId}`, { replace: isNew });
    },
    leave: () => navigate('/config-label'),
  });
  const { mode, form, readOnly } = page;
  const orgId = String(form.values.encryptedOrganisationId ?? '');
  const available = useAvailableCodes(isNew && orgId ? orgId : undefined);
  const code = String(form.values.code ?? '') as LabelCode | '';

  const fieldDefs = useMemo<FieldDef[]>(() => {
    const organisationOptions = isNew
      ? (organisations.data ?? []).map((o) => ({ value: o.encryptedId, label: o.name }))
      : label.data
        ? [{ value: label.data.encryptedOrganisationId, label: label.data.organisationName }]
        : [];
    const codeOptions = isNew
      ? (available.data?.codes ?? []).map((c) => ({ value: c.code, label: c.defaultDisplay ? `${c.code} (${c.defaultDisplay})` : c.code }))
      : label.data
        ? [{ value: label.data.code, label: label.data.code }]
        : [];
    const hint = (code && (available.data?.codes.find((c) => c.code === code)?.hint ?? LABEL_HINTS[code])) || undefined;
    return [
      {
        id: 'encryptedOrganisationId',
        label: 'Organisation',
        type: 'select',
        required: true,
        requiredMessage: MSG.requiredField,
        options: organisationOptions,
      },
      { id: 'code', label: 'Code', type: 'select', required: true, requiredMessage: MSG.requiredField, options: codeOptions },
      {
        id: 'display',
        label: 'Display',
        type: code === 'MEETING_SHOW_JSON' ? 'text-area' : 'text',
        required: true,
        requiredMessage: MSG.requiredField,
        maxLength: code === 'MEETING_SHOW_JSON' ? 2000 : 200,
        hint,
      },
    ];
  }, [isNew, organisations.data, label.data, available.data, code]);
  useEffect(() => setFields(fieldDefs), [fieldDefs]);

  const crumbs = [{ label: 'Label Configurations', to: '/config-label' }, { label: isNew ? 'Create Label Configuration' : (label.data?.code ?? '') }];

  if (!isNew && label.isPending) return <PageLoading />;
  if (!isNew && !label.data) return <PageHeader title={CONFIG_LABEL_TITLES.VIEW} crumbs={crumbs} />;
  if (fields.length === 0) return <PageLoading />;

  const noCodesLeft = isNew && !!orgId && available.isSuccess && available.data.codes.length === 0;

  return (
    <Stack gap="6">
      <PageHeader title={CONFIG_LABEL_TITLES[mode]} crumbs={crumbs} actions={<EditAction mode={mode} onEdit={page.edit} />} />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="3xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField
                {...form.bind(fields[0])}
                onChange={(v) => {
                  form.set('encryptedOrganisationId', v);
                  form.set('code', '');
                }}
                readOnly={readOnly}
                disabled={!isNew}
              />
              <FormField {...form.bind(fields[1])} readOnly={readOnly} disabled={!isNew || !orgId || noCodesLeft} />
            </SimpleGrid>
            {noCodesLeft && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>{MSG.allLabelsPresent}</Alert.Title>
              </Alert.Root>
            )}
            <FormField {...form.bind(fields[2])} readOnly={readOnly} />
          </Stack>
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={page.cancel} onSave={page.save} saveDisabled={noCodesLeft} />
      </Card.Root>
      {mode === 'VIEW' && label.data && <AuditLog refType="ConfigLabel" refId={label.data.encryptedId} />}
    </Stack>
  );
}
