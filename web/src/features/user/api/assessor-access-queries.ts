import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** POST assessor/getListAddAccess: candidates for an access, 10 per page, by first name. */
export function useAddAccessList(request: CallRequest<'assessor.getListAddAccess'>['body'], enabled: boolean) {
  return useQuery({
    queryKey: ['table', 'assessor', 'getListAddAccess', request],
    queryFn: ({ signal }) => api.call('assessor.getListAddAccess', { body: request, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST assessor/addRemoveAssessorAccess/{org}/{flag}/{assessorId}/{adminId}/{types joined by '~'}: flag 1 adds, 0 removes. */
export function addRemoveAssessorAccess(a: { organisationId: string; add: boolean; assessorId: string; adminId: string; accessTypes: string }) {
  return api.call('assessor.addRemoveAssessorAccess', {
    params: { organisationId: a.organisationId, flag: a.add ? '1' : '0', assessorId: a.assessorId, adminId: a.adminId, accessTypes: a.accessTypes },
    acceptAnyStatus: true,
  });
}
