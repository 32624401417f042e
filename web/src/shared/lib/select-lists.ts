import { useQuery } from '@tanstack/react-query';
import { routeQuery, type RouteReadOptions } from './api/route-query.ts';

/**
 * The option lists many screens read (DESIGN §3.11: one read per route, keyed by routeQuery, never a copy per feature).
 * Each takes `enabled` and the read's call options; a list whose call is the caller's (`errors: 'caller'`) reads
 * empty when it fails instead of sending the person to the shell's error rules.
 */
interface ListOptions extends Pick<RouteReadOptions, 'errors'> {
  enabled?: boolean;
}

const readOptions = (o: ListOptions): RouteReadOptions | undefined => (o.errors ? { errors: o.errors } : undefined);

/** A select list as `{ value, label }` options. */
export const asOptions = (list: readonly { encryptedId: string; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: o.encryptedId, label: o.name }));

/** POST organisation/getAllActive (grid admin): every active organisation, name ascending. */
export function useActiveOrganisations(o: ListOptions = {}) {
  const body = { filter: '', sortColumn: 'name', sortDirection: 'asc', pageIndex: 0, pageSize: 1000 } as const;
  return useQuery({
    ...routeQuery('organisation.getAllActive', o.enabled === false ? undefined : { body }, readOptions(o)),
    select: (answer) => ('dataset' in answer ? answer.dataset : []),
    staleTime: 5 * 60_000,
  });
}

/** GET project/getSelectList/{organisationId}: the organisation's projects ('NA': every project the caller may see). */
export function useProjectSelectList(organisationId: string | undefined, o: ListOptions = {}) {
  return useQuery(
    routeQuery('project.getSelectList', organisationId && o.enabled !== false ? { params: { organisationId } } : undefined, readOptions(o)),
  );
}

/** GET organisation/getTimezoneList/{organisationId}: the organisation's time zones. */
export function useTimezoneList(organisationId: string | undefined, o: ListOptions = {}) {
  return useQuery({
    ...routeQuery('organisation.getTimezoneList', organisationId && o.enabled !== false ? { params: { organisationId } } : undefined, readOptions(o)),
    staleTime: 5 * 60_000,
  });
}

/** POST assessor/getAllAssessorByType: assessors and invigilators of a type (0: both), active ones only or all. */
export function useAssessorsByType(type: number, activeOnly: boolean, o: ListOptions = {}) {
  return useQuery(routeQuery('assessor.getAllAssessorByType', o.enabled === false ? undefined : { body: { type, activeOnly } }, readOptions(o)));
}
