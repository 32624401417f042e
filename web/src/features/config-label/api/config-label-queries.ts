import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** POST organisation/getAllActive: every active organisation (grid admin), name ascending. */
export function useActiveOrganisations() {
  return useQuery({
    queryKey: ['organisation', 'getAllActive'],
    queryFn: async ({ signal }) => {
      const answer = await api.call('organisation.getAllActive', {
        body: { filter: '', sortColumn: 'name', sortDirection: 'asc', pageIndex: 0, pageSize: 1000 },
        signal,
      });
      return 'dataset' in answer ? answer.dataset : [];
    },
    staleTime: 5 * 60_000,
  });
}

/** GET config-label/get/{id}. */
export function useConfigLabel(id: string | undefined) {
  return useQuery({
    queryKey: ['config-label', id],
    queryFn: ({ signal }) => api.call('config-label.get', { params: { id: id! }, signal }),
    enabled: !!id,
  });
}

/** GET config-label/getAvailableCodes/{organisationId}: codes the organisation does not hold yet. */
export function useAvailableCodes(organisationId: string | undefined) {
  return useQuery({
    queryKey: ['config-label', 'available', organisationId],
    queryFn: ({ signal }) => api.call('config-label.getAvailableCodes', { params: { organisationId: organisationId! }, signal }),
    enabled: !!organisationId,
    staleTime: 0,
  });
}

/** POST config-label/save: the id in message; a refusal is the caller's. */
export function saveConfigLabel(body: CallRequest<'config-label.save'>['body']) {
  return api.call('config-label.save', { body, acceptAnyStatus: true });
}
