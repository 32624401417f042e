import { useQuery } from '@tanstack/react-query';
import type { departmentDetail, departmentSave } from '@scheduler/contracts/schemas/department';
import type * as z from 'zod';
import { api } from '../../../shared/lib/api/index.ts';

export type Department = z.infer<typeof departmentDetail>;
export type DepartmentSave = z.input<typeof departmentSave>;

/** GET department/get/{id}. */
export function useDepartment(id: string | undefined) {
  return useQuery({
    queryKey: ['department', id],
    queryFn: ({ signal }) => api.call<Department>('department', 'get', { params: { id: id! }, signal }),
    enabled: !!id,
  });
}

/** GET organisation/get/{id}: the organisation's name for the breadcrumbs. */
export function useOrganisationName(organisationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['organisation', organisationId, 'name'],
    queryFn: async ({ signal }) => (await api.call<{ name: string }>('organisation', 'get', { params: { id: organisationId }, signal })).name,
    enabled,
  });
}

/** POST department/save: status SUCCESS and the department id in message. */
export function saveDepartment(body: DepartmentSave): Promise<{ status: string; message?: string }> {
  return api.call('department', 'save', { body });
}
