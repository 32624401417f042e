import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';
import { parseAccessCountries } from '../lib/access-countries.ts';

/** GET organisation/get/{id}: the organisation, with its configuration for grid admins. */
export function useOrganisation(id: string | undefined) {
  return useQuery({
    queryKey: ['organisation', id],
    queryFn: ({ signal }) => api.call('organisation.get', { params: { id: id! }, signal }),
    enabled: !!id,
  });
}

/**
 * GET organisation/getAccessCountries (grid admins): the countries an Access Restriction may name, as codes. Any
 * status is taken: an answer that is not SUCCESS offers no country, which the editor says as 'No Access Countries Found.'
 */
export function useAccessCountries(enabled: boolean) {
  return useQuery({
    queryKey: ['organisation', 'getAccessCountries'],
    queryFn: async ({ signal }) => {
      const answer = await api.call('organisation.getAccessCountries', { acceptAnyStatus: true, signal });
      return answer.status === 'SUCCESS' ? parseAccessCountries(answer.message) : [];
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST organisation/save: status SUCCESS and the organisation id in message; a refusal is the caller's. */
export function saveOrganisation(body: CallRequest<'organisation.save'>['body']) {
  return api.call('organisation.save', { body, acceptAnyStatus: true });
}

/** POST user-booking/candidateExportData/{organisationId}/{type}: the JIRA export, 1 all records, 0 those updated since the last. */
export function exportJiraData(organisationId: string, type: '0' | '1') {
  return api.call('user-booking.candidateExportData', { params: { organisationId, type }, acceptAnyStatus: true });
}
