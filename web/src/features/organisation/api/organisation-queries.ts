import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api/index.ts';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';
import { parseAccessCountries } from '../lib/access-countries.ts';

/** GET organisation/get/{id}: the organisation, with its configuration for grid admins. */
export function useOrganisation(id: string | undefined) {
  return useQuery(routeQuery('organisation.get', id ? { params: { id } } : undefined));
}

/**
 * GET organisation/getAccessCountries (grid admins): the countries an Access Restriction may name, as codes. Any
 * status is taken: an answer that is not SUCCESS offers no country, which the editor says as 'No Access Countries Found.'
 */
export function useAccessCountries(enabled: boolean) {
  return useQuery({
    ...routeQuery('organisation.getAccessCountries', enabled ? {} : undefined, { acceptAnyStatus: true }),
    select: (answer) => (answer.status === 'SUCCESS' ? parseAccessCountries(answer.message) : []),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST user-booking/candidateExportData/{organisationId}/{type}: the JIRA export, 1 all records, 0 those updated since the last. */
export function exportJiraData(organisationId: string, type: '0' | '1') {
  return api.call('user-booking.candidateExportData', { params: { organisationId, type }, acceptAnyStatus: true });
}
