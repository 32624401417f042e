import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';
import { useAssessorsByType } from '../../../shared/lib/select-lists.ts';

/** assessor/getAllAssessorByType (type 0: every assessor and invigilator) for the Cancelled tab's sub-list by assessor. */
export function useAssessorChoices(enabled: boolean) {
  return useAssessorsByType(0, false, { enabled });
}

/** Candidates matching a name or e-mail (user/getUserList, All tab), for the Cancelled tab's sub-list by candidate. */
export function useCandidateMatches(text: string) {
  const filter = text.trim().toLowerCase();
  return useQuery({
    ...routeQuery(
      'user.getUserList',
      filter.length >= 2
        ? {
            body: {
              filter,
              pageIndex: 0,
              pageSize: 20,
              sortColumn: 'fullName',
              sortDirection: 'asc',
              searchData: JSON.stringify({ listType: 'ALL', userType: 'CANDIDATE' }),
            },
          }
        : undefined,
    ),
    staleTime: 30_000,
  });
}
