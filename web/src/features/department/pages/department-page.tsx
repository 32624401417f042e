import { Badge, Card, Link, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../shared/lib/session.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import { submitForm } from '../../../shared/ui/form/submit-form.ts';
import { useFieldForm, type FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { saveDepartment, useDepartment, useOrganisationName, type Department } from '../api/department-queries.ts';

export type DepartmentMode = RecordMode;

export const DEPARTMENT_TITLES: Record<DepartmentMode, string> = {
  NEW: 'Department Organisation',
  VIEW: 'Department Details',
  EDIT: 'Edit Department',
};

const FIELDS: FieldDef[] = [
  { id: 'name', label: 'Name', type: 'text', required: true, requiredMessage: MSG.requiredField, maxLength: 200 },
  { id: 'description', label: 'Description', type: 'text-area', required: true, requiredMessage: MSG.requiredField, maxLength: 200 },
  { id: 'active', label: 'Active', type: 'checkbox' },
];

const valuesOf = (d?: Department): FormValues => ({ name: d?.name ?? '', description: d?.description ?? '', active: d?.active ?? true });

/** department/{organisationId}/{departmentId} (doc 3 §2.3): NEW when the id is CREATE, else VIEW with Edit. */
export default function DepartmentPage() {
  const { organisationId = '', departmentId = '' } = useParams();
  const isNew = departmentId.toLowerCase() === 'create';
  const [editing, setEditing] = useState(false);
  const mode: DepartmentMode = isNew ? 'NEW' : editing ? 'EDIT' : 'VIEW';
  const { user } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const department = useDepartment(isNew ? undefined : departmentId);
  const orgName = useOrganisationName(organisationId, isNew || (department.isSuccess && !department.data.organisationName));
  const organisationName = department.data?.organisationName ?? orgName.data ?? '';

  const form = useFieldForm(FIELDS, valuesOf());
  useEffect(() => {
    setEditing(false);
    if (isNew) form.reset(valuesOf());
  }, [departmentId]);
  useEffect(() => {
    if (department.data) form.reset(valuesOf(department.data));
  }, [department.data]);

  const crumbs = useMemo<Crumb[]>(() => {
    const c: Crumb[] = [];
    if (!user?.isOrgAdmin) c.push({ label: 'Organisations List', to: '/organisation' });
    c.push({ label: organisationName || 'Organisation', to: `/organisation/${organisationId}` });
    c.push({ label: isNew ? 'Create Department' : (department.data?.name ?? '') });
    return c;
  }, [user?.isOrgAdmin, organisationName, organisationId, isNew, department.data?.name]);

  if (!isNew && department.isPending) return <PageLoading />;
  if (!isNew && !department.data) {
    return <PageHeader title={DEPARTMENT_TITLES.VIEW} crumbs={crumbs} />;
  }

  const save = () =>
    submitForm({
      validate: form.validate,
      dialogs,
      setServerErrors: form.setServerErrors,
      send: async () => {
        const answer = await saveDepartment({
          ...(isNew ? {} : { encryptedId: departmentId }),
          encryptedOrganisationId: organisationId,
          name: String(form.values.name).trim(),
          description: String(form.values.description).trim(),
          active: !!form.values.active,
        });
        const savedId = answer.message || departmentId;
        await queryClient.invalidateQueries({ queryKey: ['department', savedId] });
        // Lists (the audit log among them) changed with this save.
        await queryClient.invalidateQueries({ queryKey: ['table'] });
        await dialogs.message({ title: MSG.departmentSavedTitle, message: MSG.departmentSaved });
        setEditing(false);
        if (savedId !== departmentId) navigate(`/department/${organisationId}/${savedId}`, { replace: isNew });
      },
    });

  const cancel = () => {
    if (mode === 'EDIT') {
      form.reset(valuesOf(department.data));
      setEditing(false);
    } else navigate(`/organisation/${organisationId}`);
  };

  const readOnly = mode === 'VIEW';
  return (
    <Stack gap="6">
      <PageHeader
        title={DEPARTMENT_TITLES[mode]}
        crumbs={crumbs}
        chips={
          mode === 'VIEW' && department.data ? (
            <Badge colorPalette={department.data.active ? 'green' : 'orange'} size="lg">
              {department.data.active ? 'Active' : 'Inactive'}
            </Badge>
          ) : undefined
        }
        actions={<EditAction mode={mode} onEdit={() => setEditing(true)} />}
      />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="3xl">
            <FormField {...form.bind(FIELDS[0])} readOnly={readOnly} />
            <FormField {...form.bind(FIELDS[1])} readOnly={readOnly} />
            <FormField {...form.bind(FIELDS[2])} readOnly={readOnly} />
            {readOnly && department.data?.openLink && (
              <Stack gap="1">
                <Text fontSize="sm" fontWeight="medium" color="fg.muted">
                  Open Link
                </Text>
                <Link href={department.data.openLink} target="_blank" rel="noreferrer" colorPalette="blue" wordBreak="break-all">
                  {department.data.openLink}
                </Link>
              </Stack>
            )}
          </Stack>
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={cancel} onSave={save} />
      </Card.Root>
      {mode === 'VIEW' && <AuditLog refType="Department" refId={departmentId} />}
    </Stack>
  );
}
