import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallRequest } from '../../../shared/lib/api/index.ts';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';

/** POST assessor/getListAddAccess: candidates for an access, 10 per page, by first name. */
export function useAddAccessList(request: CallRequest<'assessor.getListAddAccess'>['body'], enabled: boolean) {
  return useQuery({ ...routeQuery('assessor.getListAddAccess', enabled ? { body: request } : undefined), placeholderData: keepPreviousData });
}

/** POST assessor/addRemoveAssessorAccess/{org}/{flag}/{assessorId}/{adminId}/{types joined by '~'}: flag 1 adds, 0 removes. */
export function accessChange(a: {
  organisationId: string;
  add: boolean;
  assessorId: string;
  adminId: string;
  accessTypes: string;
}): CallRequest<'assessor.addRemoveAssessorAccess'> {
  return {
    params: { organisationId: a.organisationId, flag: a.add ? '1' : '0', assessorId: a.assessorId, adminId: a.adminId, accessTypes: a.accessTypes },
  };
}
