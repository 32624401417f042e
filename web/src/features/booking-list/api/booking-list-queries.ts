import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api/index.ts';
import { useAssessorsByType } from '../../../shared/lib/select-lists.ts';

/** assessor/getAllAssessorByType (type 0: every assessor and invigilator) for the Cancelled tab's sub-list by assessor. */
export function useAssessorChoices(enabled: boolean) {
  return useAssessorsByType(0, false, { enabled });
}

/** Candidates matching a name or e-mail (user/getUserList, All tab), for the Cancelled tab's sub-list by candidate. */
export function useCandidateMatches(text: string) {
  const filter = text.trim().toLowerCase();
  return useQuery({
    queryKey: ['user', 'getUserList', 'booking-list-candidates', filter],
    queryFn: ({ signal }) =>
      api.call('user.getUserList', {
        body: {
          filter,
          pageIndex: 0,
          pageSize: 20,
          sortColumn: 'fullName',
          sortDirection: 'asc',
          searchData: JSON.stringify({ listType: 'ALL', userType: 'CANDIDATE' }),
        },
        signal,
      }),
    enabled: filter.length >= 2,
    staleTime: 30_000,
  });
}
