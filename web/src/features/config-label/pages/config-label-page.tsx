import { Alert, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { LABEL_HINTS, type LabelCode } from '@scheduler/contracts/labels';
import { MSG } from '@scheduler/contracts/messages';
import { configLabelSave } from '@scheduler/contracts/schemas/config-label';
import { useNavigate, useParams } from 'react-router';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import { asOptions, useActiveOrganisations } from '../../../shared/lib/select-lists.ts';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRecordForm } from '../../../shared/ui/form/use-record-form.ts';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { useAvailableCodes, useConfigLabel } from '../api/config-label-queries.ts';

export type ConfigLabelMode = RecordMode;
export const CONFIG_LABEL_TITLES: Record<ConfigLabelMode, string> = {
  NEW: 'Create Label Configuration',
  EDIT: 'Edit Label Configuration',
  VIEW: 'Label Configuration',
};

type ConfigLabelValues = z.input<typeof configLabelSave>;

/** /config-label/{id} (doc 3 §2.11): CREATE is new; otherwise view, Edit to edit, Cancel back to view. */
export default function ConfigLabelPage() {
  const { id = '' } = useParams();
  const isNew = id.toLowerCase() === 'create';
  const navigate = useNavigate();

  const label = useConfigLabel(isNew ? undefined : id);
  const organisations = useActiveOrganisations({ enabled: isNew });

  const page = useRecordForm({
    route: 'config-label.save',
    schema: configLabelSave,
    isNew,
    record: label.data,
    recordKey: id,
    valuesOf: (l?: CallAnswer<'config-label.get'>): DefaultValues<ConfigLabelValues> => ({
      ...(isNew ? {} : { encryptedId: id }),
      encryptedOrganisationId: l?.encryptedOrganisationId ?? '',
      code: l?.code,
      display: l?.display ?? '',
    }),
    request: (body) => ({ body }),
    saved: () => ({ title: 'Saved', message: MSG.labelSaved }),
    done: (answer) => {
      const savedId = answer.message || id;
      if (savedId !== id) navigate(`/config-label/${savedId}`, { replace: isNew });
    },
    leave: () => navigate('/config-label'),
  });
  const { mode, form, readOnly } = page;
  const orgId = form.watch('encryptedOrganisationId') ?? '';
  const available = useAvailableCodes(isNew && orgId ? orgId : undefined);
  const code = (form.watch('code') ?? '') as LabelCode | '';

  const organisationOptions = isNew
    ? asOptions(organisations.data)
    : label.data
      ? [{ value: label.data.encryptedOrganisationId, label: label.data.organisationName }]
      : [];
  const codeOptions = isNew
    ? (available.data?.codes ?? []).map((c) => ({ value: c.code, label: c.defaultDisplay ? `${c.code} (${c.defaultDisplay})` : c.code }))
    : label.data
      ? [{ value: label.data.code, label: label.data.code }]
      : [];
  const hint = (code && (available.data?.codes.find((c) => c.code === code)?.hint ?? LABEL_HINTS[code])) || undefined;
  const organisationField: FieldDef<ConfigLabelValues> = {
    id: 'encryptedOrganisationId',
    label: 'Organisation',
    type: 'select',
    required: true,
    options: organisationOptions,
  };
  const codeField: FieldDef<ConfigLabelValues> = { id: 'code', label: 'Code', type: 'select', required: true, options: codeOptions };
  const displayField: FieldDef<ConfigLabelValues> = {
    id: 'display',
    label: 'Display',
    type: code === 'MEETING_SHOW_JSON' ? 'text-area' : 'text',
    required: true,
    hint,
  };

  const crumbs = [{ label: 'Label Configurations', to: '/config-label' }, { label: isNew ? 'Create Label Configuration' : (label.data?.code ?? '') }];

  if (!isNew && label.isPending) return <PageLoading />;
  if (!isNew && !label.data) return <PageHeader title={CONFIG_LABEL_TITLES.VIEW} crumbs={crumbs} />;

  const noCodesLeft = isNew && !!orgId && available.isSuccess && available.data.codes.length === 0;

  return (
    <Stack gap="6">
      <PageHeader title={CONFIG_LABEL_TITLES[mode]} crumbs={crumbs} actions={<EditAction mode={mode} onEdit={page.edit} />} />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="3xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <RouteField form={form} field={organisationField} onChange={() => form.resetField('code')} readOnly={readOnly} disabled={!isNew} />
              <RouteField form={form} field={codeField} readOnly={readOnly} disabled={!isNew || !orgId || noCodesLeft} />
            </SimpleGrid>
            {noCodesLeft && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>{MSG.allLabelsPresent}</Alert.Title>
              </Alert.Root>
            )}
            <RouteField form={form} field={displayField} readOnly={readOnly} />
          </Stack>
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={page.cancel} onSave={page.save} saveDisabled={noCodesLeft} />
      </Card.Root>
      {mode === 'VIEW' && label.data && <AuditLog refType="ConfigLabel" refId={label.data.encryptedId} />}
    </Stack>
  );
}
