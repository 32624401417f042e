import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** GET department/get/{id}. */
export function useDepartment(id: string | undefined) {
  return useQuery({
    queryKey: ['department', id],
    queryFn: ({ signal }) => api.call('department.get', { params: { id: id! }, signal }),
    enabled: !!id,
  });
}

/** GET organisation/get/{id}: the organisation's name for the breadcrumbs. */
export function useOrganisationName(organisationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['organisation', organisationId, 'name'],
    queryFn: async ({ signal }) => (await api.call('organisation.get', { params: { id: organisationId }, signal })).name,
    enabled,
  });
}

/** POST department/save: status SUCCESS and the department id in message; a refusal is the caller's. */
export function saveDepartment(body: CallRequest<'department.save'>['body']) {
  return api.call('department.save', { body, acceptAnyStatus: true });
}
