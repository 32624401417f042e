import type { RouteId } from '@scheduler/contracts/routes/index';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../shared/lib/api/route-query.ts';
import { useRouteMutation, type RouteMutationOptions } from '../../../shared/lib/api/use-route-mutation.ts';
import { USER_MSG } from '../lib/user-messages.ts';

/**
 * GET user/get/{id}: the user and their organisation access entries. The user's own `status` (ACTIVE, INVITED ...)
 * sits where the envelope's status would, so the answer is not read as a refusal.
 */
export function useUserDetail(id: string) {
  return useQuery(routeQuery('user.get', id ? { params: { id } } : undefined, { acceptAnyStatus: true }));
}

/**
 * A user or access action (doc 1 §8 "Users and access"): a refusal is titled with its status, else 'FAILED'. `done`:
 * the statuses that answer it besides SUCCESS (one's own 2-step reset answers what proof it still needs).
 */
export function useUserAction<Id extends RouteId>(id: Id, options: Pick<RouteMutationOptions, 'done'> = {}) {
  return useRouteMutation(id, { ...options, refusalTitle: (status) => status || USER_MSG.failedTitle });
}
