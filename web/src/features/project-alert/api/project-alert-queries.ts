import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';

/** GET project-alert/get/{id}: the alert with its templates' subject and body; its status is the alert's own (Active, Removed). */
export function useProjectAlert(id: string | undefined) {
  return useQuery(routeQuery('project-alert.get', id ? { params: { id } } : undefined, { acceptAnyStatus: true }));
}

/** GET project-alert/getConfigAlertMissing/{projectId}: the Alert Names the project has no alert for yet. */
export function useMissingAlertCodes(projectId: string | undefined) {
  return useQuery({ ...routeQuery('project-alert.getConfigAlertMissing', projectId ? { params: { projectId } } : undefined), staleTime: 0 });
}

/** GET noti-template/getByOrganisationByCode/{organisationId}/{code}: the templates an alert may choose from. */
export function useAlertTemplates(organisationId: string | undefined, code: string | undefined) {
  return useQuery(routeQuery('noti-template.getByOrganisationByCode', organisationId && code ? { params: { organisationId, code } } : undefined));
}
