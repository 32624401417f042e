import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/**
 * GET user/get/{id}: the user and their organisation access entries. The user's own `status` (ACTIVE, INVITED ...)
 * sits where the envelope's status would, so the answer is not read as a refusal.
 */
export function useUserDetail(id: string) {
  return useQuery({
    queryKey: ['user', 'get', id],
    queryFn: ({ signal }) => api.call('user.get', { params: { id }, signal, acceptAnyStatus: true }),
    enabled: !!id,
  });
}

export function archiveUser(organisationId: string, userId: string) {
  return api.call('user.archive', { params: { organisationId, userId }, acceptAnyStatus: true });
}

/** POST user/extendExpiryDate/{o}/{u}/{yyyy-MM-dd}: the message holds the new date. */
export function extendExpiryDate(organisationId: string, userId: string, date: string) {
  return api.call('user.extendExpiryDate', { params: { organisationId, userId, date }, acceptAnyStatus: true });
}

export function setAccessActive(active: boolean, organisationId: string, userId: string, reason: string) {
  return api.call(active ? 'user.activateAssessor' : 'user.deactivateAssessor', {
    params: { organisationId, userId },
    body: { reason },
    acceptAnyStatus: true,
  });
}
