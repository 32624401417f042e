import { Badge, Card, Link, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { departmentSave } from '@scheduler/contracts/schemas/department';
import { useMemo } from 'react';
import type * as z from 'zod';
import { useNavigate, useParams } from 'react-router';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import { useSession } from '../../../shared/lib/session.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRecordForm } from '../../../shared/ui/form/use-record-form.ts';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { useDepartment, useOrganisationName } from '../api/department-queries.ts';

export type DepartmentMode = RecordMode;

export const DEPARTMENT_TITLES: Record<DepartmentMode, string> = {
  NEW: 'Department Organisation',
  VIEW: 'Department Details',
  EDIT: 'Edit Department',
};

type DepartmentValues = z.input<typeof departmentSave>;

const FIELDS: FieldDef<DepartmentValues>[] = [
  { id: 'name', label: 'Name', type: 'text', required: true },
  { id: 'description', label: 'Description', type: 'text-area', required: true },
  { id: 'active', label: 'Active', type: 'checkbox' },
];

/** department/{organisationId}/{departmentId} (doc 3 §2.3): NEW when the id is CREATE, else VIEW with Edit. */
export default function DepartmentPage() {
  const { organisationId = '', departmentId = '' } = useParams();
  const isNew = departmentId.toLowerCase() === 'create';
  const { user } = useSession();
  const navigate = useNavigate();

  const department = useDepartment(isNew ? undefined : departmentId);
  const orgName = useOrganisationName(organisationId, isNew || (department.isSuccess && !department.data.organisationName));
  const organisationName = department.data?.organisationName ?? orgName.data ?? '';

  const page = useRecordForm({
    route: 'department.save',
    schema: departmentSave,
    isNew,
    record: department.data,
    recordKey: departmentId,
    valuesOf: (d?: CallAnswer<'department.get'>): DepartmentValues => ({
      ...(isNew ? {} : { encryptedId: departmentId }),
      encryptedOrganisationId: organisationId,
      name: d?.name ?? '',
      description: d?.description ?? '',
      active: d?.active ?? true,
    }),
    request: (body) => ({ body }),
    saved: () => ({ title: MSG.departmentSavedTitle, message: MSG.departmentSaved }),
    done: (answer) => {
      const savedId = answer.message || departmentId;
      if (savedId !== departmentId) navigate(`/department/${organisationId}/${savedId}`, { replace: isNew });
    },
    leave: () => navigate(`/organisation/${organisationId}`),
  });
  const { mode, form } = page;

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

  const { readOnly } = page;
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
        actions={<EditAction mode={mode} onEdit={page.edit} />}
      />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="3xl">
            {FIELDS.map((f) => (
              <RouteField key={f.id} form={form} field={f} readOnly={readOnly} />
            ))}
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
        <SaveCancelFooter mode={mode} onCancel={page.cancel} onSave={page.save} />
      </Card.Root>
      {mode === 'VIEW' && <AuditLog refType="Department" refId={departmentId} />}
    </Stack>
  );
}
