import { useAssessorsByType, useProjectSelectList, useTimezoneList } from '../../../shared/lib/select-lists.ts';

/** project/getSelectList for the Project filter (admins). */
export function useProjectOptions(organisationId: string | undefined, enabled: boolean) {
  return useProjectSelectList(organisationId, { enabled });
}

/** assessor/getAllAssessorByType (type 0: every assessor and invigilator the caller may pick) for the assessor filter and bulk edit. */
export function useAssessorOptions(enabled: boolean) {
  return useAssessorsByType(0, true, { enabled });
}

/** organisation/getTimezoneList for the bulk edit's Timezone option. */
export function useTimezoneOptions(organisationId: string | undefined, enabled: boolean) {
  return useTimezoneList(organisationId, { enabled });
}
