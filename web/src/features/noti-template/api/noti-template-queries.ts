import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api/index.ts';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';

/** GET noti-template/get/{id}. */
export function useNotiTemplate(id: string | undefined) {
  return useQuery(routeQuery('noti-template.get', id ? { params: { id } } : undefined));
}

/** GET noti-template/getAllNotificationTags (grid admin): the Tags List. */
export function useNotificationTags(enabled: boolean) {
  return useQuery({ ...routeQuery('noti-template.getAllNotificationTags', enabled ? {} : undefined), staleTime: Number.POSITIVE_INFINITY });
}

/** POST noti-template/archive/{id}: delete (archive); a refusal ('Not Allowed/Error') is shown by the shell. */
export function archiveNotiTemplate(id: string) {
  return api.call('noti-template.archive', { params: { id } });
}
