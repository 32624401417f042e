import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** project/getSelectList for the Project filter (admins). */
export function useProjectOptions(organisationId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['project', 'getSelectList', organisationId],
    queryFn: ({ signal }) => api.call('project.getSelectList', { params: { organisationId: organisationId! }, signal }),
    enabled: enabled && !!organisationId,
    staleTime: 60_000,
  });
}

/** assessor/getAllAssessorByType (type 0: every assessor and invigilator the caller may pick) for the assessor filter and bulk edit. */
export function useAssessorOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['assessor', 'getAllAssessorByType', 0],
    queryFn: ({ signal }) => api.call('assessor.getAllAssessorByType', { body: { type: 0, activeOnly: true }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** organisation/getTimezoneList for the bulk edit's Timezone option. */
export function useTimezoneOptions(organisationId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['organisation', 'getTimezoneList', organisationId],
    queryFn: ({ signal }) => api.call('organisation.getTimezoneList', { params: { organisationId: organisationId! }, signal }),
    enabled: enabled && !!organisationId,
    staleTime: 5 * 60_000,
  });
}

/** POST meeting/bulk-edit; the list reloads after it. */
export function useBulkEdit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'meeting.bulk-edit'>['body']) => api.call('meeting.bulk-edit', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['table', 'meeting.getMeetingList'] }),
  });
}
