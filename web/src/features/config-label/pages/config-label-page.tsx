import { Alert, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { LABEL_HINTS, type LabelCode } from '@scheduler/contracts/labels';
import { MSG } from '@scheduler/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import { submitForm } from '../../../shared/ui/form/submit-form.ts';
import { useFieldForm, type FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { saveConfigLabel, useActiveOrganisations, useAvailableCodes, useConfigLabel, type ConfigLabel } from '../api/config-label-queries.ts';

export type ConfigLabelMode = RecordMode;
export const CONFIG_LABEL_TITLES: Record<ConfigLabelMode, string> = {
  NEW: 'Create Label Configuration',
  EDIT: 'Edit Label Configuration',
  VIEW: 'Label Configuration',
};

const valuesOf = (l?: ConfigLabel): FormValues => ({
  encryptedOrganisationId: l?.encryptedOrganisationId ?? '',
  code: l?.code ?? '',
  display: l?.display ?? '',
});

/** /config-label/{id} (doc 3 §2.11): CREATE is new; otherwise view, Edit to edit, Cancel back to view. */
export default function ConfigLabelPage() {
  const { id = '' } = useParams();
  const isNew = id.toLowerCase() === 'create';
  const [editing, setEditing] = useState(false);
  const mode: ConfigLabelMode = isNew ? 'NEW' : editing ? 'EDIT' : 'VIEW';
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const label = useConfigLabel(isNew ? undefined : id);
  const organisations = useActiveOrganisations();

  const [fields, setFields] = useState<FieldDef[]>([]);
  const form = useFieldForm(fields, valuesOf());
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
      { id: 'encryptedOrganisationId', label: 'Organisation', type: 'select', required: true, requiredMessage: MSG.requiredField, options: organisationOptions },
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

  useEffect(() => {
    setEditing(false);
    if (isNew) form.reset(valuesOf());
  }, [id]);
  useEffect(() => {
    if (label.data) form.reset(valuesOf(label.data));
  }, [label.data]);

  const crumbs = [{ label: 'Label Configurations', to: '/config-label' }, { label: isNew ? 'Create Label Configuration' : (label.data?.code ?? '') }];

  if (!isNew && label.isPending) return <PageLoading />;
  if (!isNew && !label.data) return <PageHeader title={CONFIG_LABEL_TITLES.VIEW} crumbs={crumbs} />;
  if (fields.length === 0) return <PageLoading />;

  const noCodesLeft = isNew && !!orgId && available.isSuccess && available.data.codes.length === 0;

  const save = () =>
    submitForm({
      validate: form.validate,
      dialogs,
      setServerErrors: form.setServerErrors,
      send: async () => {
        const answer = await saveConfigLabel({
          ...(isNew ? {} : { encryptedId: id }),
          encryptedOrganisationId: orgId,
          code: code as LabelCode,
          display: String(form.values.display).trim(),
        });
        const savedId = answer.message || id;
        await queryClient.invalidateQueries({ queryKey: ['config-label'] });
        // Lists (the label list, the audit log) changed with this save.
        await queryClient.invalidateQueries({ queryKey: ['table'] });
        await dialogs.message({ title: 'Saved', message: MSG.labelSaved });
        setEditing(false);
        if (savedId !== id) navigate(`/config-label/${savedId}`, { replace: isNew });
      },
    });

  const cancel = () => {
    if (mode === 'EDIT') {
      form.reset(valuesOf(label.data));
      setEditing(false);
    } else navigate('/config-label');
  };

  const readOnly = mode === 'VIEW';
  return (
    <Stack gap="6">
      <PageHeader
        title={CONFIG_LABEL_TITLES[mode]}
        crumbs={crumbs}
        actions={<EditAction mode={mode} onEdit={() => setEditing(true)} />}
      />
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
        <SaveCancelFooter mode={mode} onCancel={cancel} onSave={save} saveDisabled={noCodesLeft} />
      </Card.Root>
      {mode === 'VIEW' && label.data && <AuditLog refType="ConfigLabel" refId={label.data.encryptedId} />}
    </Stack>
  );
}
