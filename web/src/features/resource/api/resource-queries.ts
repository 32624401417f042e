import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api/index.ts';

/** GET resource/getModel/{id}: the resource with its address and organisation (its `status` is the spec's Active or Deleted, not an envelope status). */
export function useResource(id: string) {
  return useQuery({
    queryKey: ['resource', id],
    queryFn: ({ signal }) => api.call('resource.getModel', { params: { id }, signal, acceptAnyStatus: true }),
    enabled: !!id,
  });
}

/** POST resource/archive/{id}: status and the message 'Resource archived.'. */
export function archiveResource(id: string) {
  return api.call('resource.archive', { params: { id }, acceptAnyStatus: true });
}
