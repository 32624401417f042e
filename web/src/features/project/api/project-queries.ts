import { useQuery } from '@tanstack/react-query';
import { api, type CallRequest } from '../../../shared/lib/api/index.ts';
import { useActiveOrganisations, useTimezoneList } from '../../../shared/lib/select-lists.ts';

/** GET project/get/{id}. */
export function useProject(id: string | undefined) {
  return useQuery({
    queryKey: ['project', id],
    queryFn: ({ signal }) => api.call('project.get', { params: { id: id! }, signal }),
    enabled: !!id,
  });
}

/** POST organisation/getAllActive: the organisations the caller may pick (a grid admin's all, an organisation admin's own). */
export function useOrganisationOptions() {
  return useActiveOrganisations();
}

/** What picking an organisation loads (doc 3 §4): its departments, its time zones and its multi-candidate setting. */
export function useOrganisationChoices(organisationId: string | undefined) {
  const enabled = !!organisationId;
  const departments = useQuery({
    queryKey: ['department', 'getSelectList', organisationId],
    queryFn: ({ signal }) => api.call('department.getSelectList', { params: { organisationId: organisationId! }, signal }),
    enabled,
  });
  const timezones = useTimezoneList(organisationId);
  const organisation = useQuery({
    queryKey: ['organisation', organisationId],
    queryFn: ({ signal }) => api.call('organisation.get', { params: { id: organisationId! }, signal }),
    enabled,
  });
  const config = organisation.data?.config as { allowCandidateMultiProject?: boolean } | undefined;
  return {
    departments: departments.data ?? [],
    timezones: timezones.data ?? [],
    /** Undefined when the organisation's configuration is not shown to the caller (organisation admins). */
    multiCandidateAllowed: config?.allowCandidateMultiProject,
  };
}

/** POST project/save: status SUCCESS and the project id in message; a refusal is the caller's. */
export function saveProject(body: CallRequest<'project.save'>['body']) {
  return api.call('project.save', { body, acceptAnyStatus: true });
}
