import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** GET noti-template/get/{id}. */
export function useNotiTemplate(id: string | undefined) {
  return useQuery({
    queryKey: ['noti-template', id],
    queryFn: ({ signal }) => api.call('noti-template.get', { params: { id: id! }, signal }),
    enabled: !!id,
  });
}

/** GET noti-template/getAllNotificationTags (grid admin): the Tags List. */
export function useNotificationTags(enabled: boolean) {
  return useQuery({
    queryKey: ['noti-template', 'tags'],
    queryFn: ({ signal }) => api.call('noti-template.getAllNotificationTags', { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST noti-template/save: the id in message; a refusal ('Existing Template') is shown by the shell. */
export function saveNotiTemplate(body: CallRequest<'noti-template.save'>['body']) {
  return api.call('noti-template.save', { body, acceptAnyStatus: true });
}

/** POST noti-template/archive/{id}: delete (archive); a refusal ('Not Allowed/Error') is shown by the shell. */
export function archiveNotiTemplate(id: string) {
  return api.call('noti-template.archive', { params: { id } });
}
