import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api/index.ts';

/** assessor/getAllAssessorByType (type 0: every assessor and invigilator) for the Cancelled tab's sub-list by assessor. */
export function useAssessorChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['assessor', 'getAllAssessorByType', 0],
    queryFn: ({ signal }) => api.call('assessor.getAllAssessorByType', { body: { type: 0, activeOnly: false }, signal }),
    enabled,
    staleTime: 60_000,
  });
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
