import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';

/** GET department/get/{id}. */
export function useDepartment(id: string | undefined) {
  return useQuery(routeQuery('department.get', id ? { params: { id } } : undefined));
}

/** GET organisation/get/{id}: the organisation's name for the breadcrumbs. */
export function useOrganisationName(organisationId: string, enabled: boolean) {
  return useQuery({ ...routeQuery('organisation.get', enabled ? { params: { id: organisationId } } : undefined), select: (o) => o.name });
}
