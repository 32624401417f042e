import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** GET project-alert/get/{id}: the alert with its templates' subject and body; its status is the alert's own (Active, Removed). */
export function useProjectAlert(id: string | undefined) {
  return useQuery({
    queryKey: ['project-alert', id],
    queryFn: ({ signal }) => api.call('project-alert.get', { params: { id: id! }, signal, acceptAnyStatus: true }),
    enabled: !!id,
  });
}

/** GET project-alert/getConfigAlertMissing/{projectId}: the Alert Names the project has no alert for yet. */
export function useMissingAlertCodes(projectId: string | undefined) {
  return useQuery({
    queryKey: ['project-alert', 'missing', projectId],
    queryFn: ({ signal }) => api.call('project-alert.getConfigAlertMissing', { params: { projectId: projectId! }, signal }),
    enabled: !!projectId,
    staleTime: 0,
  });
}

/** GET noti-template/getByOrganisationByCode/{organisationId}/{code}: the templates an alert may choose from. */
export function useAlertTemplates(organisationId: string | undefined, code: string | undefined) {
  return useQuery({
    queryKey: ['noti-template', 'byCode', organisationId, code],
    queryFn: ({ signal }) => api.call('noti-template.getByOrganisationByCode', { params: { organisationId: organisationId!, code: code! }, signal }),
    enabled: !!organisationId && !!code,
  });
}

/** POST project-alert/save: the alert id in message; a refusal is the caller's. */
export function saveProjectAlert(body: CallRequest<'project-alert.save'>['body']) {
  return api.call('project-alert.save', { body, acceptAnyStatus: true });
}
