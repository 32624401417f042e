import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** POST organisation/getAllActive: every active organisation (grid admin), name ascending. */
export function useActiveOrganisations(enabled: boolean) {
  return useQuery({
    queryKey: ['organisation', 'getAllActive'],
    queryFn: async ({ signal }) => {
      const answer = await api.call('organisation.getAllActive', {
        body: { filter: '', sortColumn: 'name', sortDirection: 'asc', pageIndex: 0, pageSize: 1000 },
        signal,
      });
      return 'dataset' in answer ? answer.dataset : [];
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET noti-template/get/{id}. */
export function useNotiTemplate(id: string | undefined) {
  return useQuery({
    queryKey: ['noti-template', id],
    queryFn: ({ signal }) => api.call('noti-template.get', { params: { id: id! }, signal }),
    enabled: !!id,
  });
}

/** GET project/getSelectList/{orgId}: the projects a Project-scope template may be for. */
export function useOrganisationProjects(organisationId: string | undefined) {
  return useQuery({
    queryKey: ['project', 'getSelectList', organisationId],
    queryFn: ({ signal }) => api.call('project.getSelectList', { params: { organisationId: organisationId! }, signal, errors: 'caller' }),
    enabled: !!organisationId,
    retry: false,
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
