import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';
import { useActiveOrganisations, useTimezoneList } from '../../../shared/lib/select-lists.ts';

/** GET project/get/{id}. */
export function useProject(id: string | undefined) {
  return useQuery(routeQuery('project.get', id ? { params: { id } } : undefined));
}

/** POST organisation/getAllActive: the organisations the caller may pick (a grid admin's all, an organisation admin's own). */
export function useOrganisationOptions() {
  return useActiveOrganisations();
}

/** What picking an organisation loads (doc 3 §4): its departments, its time zones and its multi-candidate setting. */
export function useOrganisationChoices(organisationId: string | undefined) {
  const departments = useQuery(routeQuery('department.getSelectList', organisationId ? { params: { organisationId } } : undefined));
  const timezones = useTimezoneList(organisationId);
  const organisation = useQuery(routeQuery('organisation.get', organisationId ? { params: { id: organisationId } } : undefined));
  const config = organisation.data?.config as { allowCandidateMultiProject?: boolean } | undefined;
  return {
    departments: departments.data ?? [],
    timezones: timezones.data ?? [],
    /** Undefined when the organisation's configuration is not shown to the caller (organisation admins). */
    multiCandidateAllowed: config?.allowCandidateMultiProject,
  };
}
