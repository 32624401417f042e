import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';

/** GET user-booking/getWaitlist/{projectId}: the project's waitlist, by step and position. */
export function useProjectWaitlist(projectId: string) {
  return useQuery(routeQuery('user-booking.getWaitlist', { params: { projectId } }));
}
