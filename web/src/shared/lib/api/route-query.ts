import type { RouteId } from '@scheduler/contracts/routes/index';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from './api.ts';
import type { CallAnswer, CallRequest } from './call-types.ts';
import type { CallOptions, CallRest } from './client.ts';

/** How a read is made, beside its request: kept in its key, since two ways of reading are two cache entries. */
export type RouteReadOptions = Pick<CallOptions, 'errors' | 'acceptAnyStatus' | 'session'>;

/** The key of a route read: `[routeId, request]`, and the read's options when it has any. */
export const routeQueryKey = <Id extends RouteId>(id: Id, request: CallRequest<Id> | undefined, options?: RouteReadOptions) =>
  options && Object.keys(options).length > 0 ? ([id, request ?? null, options] as const) : ([id, request ?? null] as const);

/**
 * The one way the web reads a route (DESIGN §3.11): TanStack `queryOptions` keyed `[routeId, request]`, calling the
 * route through `api.call` (typed errors, cancelling, the shell's global error rules unless `errors: 'caller'`).
 * An undefined request waits (the query is off until the page knows what to ask). Spread it to add what the page
 * needs: `useQuery({ ...routeQuery('department.get', { params: { id } }), staleTime: 0 })`, or `select` to map the
 * answer. Writes that make a read stale say so once, in `route-invalidations.ts`, by this route id.
 *
 * @example
 * const projects = useQuery(routeQuery('project.getSelectList', organisationId ? { params: { organisationId } } : undefined));
 */
export function routeQuery<Id extends RouteId>(id: Id, request: CallRequest<Id> | undefined, options?: RouteReadOptions) {
  return queryOptions({
    queryKey: routeQueryKey(id, request, options),
    queryFn: request
      ? ({ signal }): Promise<CallAnswer<Id>> =>
          // The request was typed against the route at the call; the spread loses that link for the compiler.
          api.call(id, ...([{ ...request, ...options, signal }] as unknown as CallRest<Id>))
      : skipToken,
  });
}
