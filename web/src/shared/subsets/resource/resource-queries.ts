import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../lib/api/route-query.ts';

/** GET resource/getTypesByOrg/{organisationId}: the types the organisation's resources use. */
export function useResourceTypes(organisationId: string, enabled = true) {
  return useQuery(routeQuery('resource.getTypesByOrg', enabled && organisationId ? { params: { organisationId } } : undefined));
}

/** GET resource/getAddressesByOrg/{organisationId}: the organisation's addresses for the existing-address select. */
export function useResourceAddresses(organisationId: string, enabled = true) {
  return useQuery(routeQuery('resource.getAddressesByOrg', enabled && organisationId ? { params: { organisationId } } : undefined));
}
