import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';

/** GET resource/getModel/{id}: the resource with its address and organisation (its `status` is the spec's Active or Deleted, not an envelope status). */
export function useResource(id: string) {
  return useQuery(routeQuery('resource.getModel', id ? { params: { id } } : undefined, { acceptAnyStatus: true }));
}
