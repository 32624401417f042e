import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../lib/api/index.ts';

/** GET resource/getTypesByOrg/{organisationId}: the types the organisation's resources use. */
export function useResourceTypes(organisationId: string, enabled = true) {
  return useQuery({
    queryKey: ['resource', 'types', organisationId],
    queryFn: ({ signal }) => api.call('resource.getTypesByOrg', { params: { organisationId }, signal }),
    enabled: enabled && !!organisationId,
  });
}

/** GET resource/getAddressesByOrg/{organisationId}: the organisation's addresses for the existing-address select. */
export function useResourceAddresses(organisationId: string, enabled = true) {
  return useQuery({
    queryKey: ['resource', 'addresses', organisationId],
    queryFn: ({ signal }) => api.call('resource.getAddressesByOrg', { params: { organisationId }, signal }),
    enabled: enabled && !!organisationId,
  });
}

/** POST resource/save/{organisationId}: status SUCCESS and the resource id in message; a refusal is the caller's. */
export function saveResource(organisationId: string, body: CallRequest<'resource.save'>['body']) {
  return api.call('resource.save', { params: { organisationId }, body, acceptAnyStatus: true });
}
