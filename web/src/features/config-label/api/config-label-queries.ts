import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';

/** GET config-label/get/{id}. */
export function useConfigLabel(id: string | undefined) {
  return useQuery(routeQuery('config-label.get', id ? { params: { id } } : undefined));
}

/** GET config-label/getAvailableCodes/{organisationId}: codes the organisation does not hold yet. */
export function useAvailableCodes(organisationId: string | undefined) {
  return useQuery({ ...routeQuery('config-label.getAvailableCodes', organisationId ? { params: { organisationId } } : undefined), staleTime: 0 });
}
