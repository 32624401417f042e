import type { Area } from '@scheduler/contracts/route';
import type { RouteId } from '@scheduler/contracts/routes/index';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a write makes stale: a route id (every read of that route), an area (`'user.*'`: every read of the area), or the
 * key prefix of a read that is not on `routeQuery` yet (a hand-written key such as `['project']`; these go once every
 * feature reads through routeQuery).
 */
export type StaleRead = RouteId | `${Area}.*` | readonly [string, ...unknown[]];

const AUDIT: StaleRead[] = ['audit-log.*'];

/**
 * The one declared map of invalidations (DESIGN §3.11): route id → the reads its success makes stale. A write that
 * is not listed changes nothing another screen reads. `useRouteMutation` applies it; no page invalidates by hand.
 */
export const ROUTE_INVALIDATIONS: { readonly [Id in RouteId]?: readonly StaleRead[] } = {
  'assessor.addRemoveAssessorAccess': ['user.*', 'assessor.*', ...AUDIT],
  'config-label.save': ['config-label.*', ...AUDIT],
  'department.save': ['department.*', ...AUDIT],
  'integration.archiveWebhook': ['integration.getWebhookList', ...AUDIT],
  'integration.createApiKey': ['integration.getApiKeyList', ...AUDIT],
  'integration.redeliverWebhook': ['integration.getWebhookDeliveryList'],
  'integration.revokeApiKey': ['integration.getApiKeyList', ...AUDIT],
  'integration.saveWebhook': ['integration.getWebhookList', ...AUDIT],
  'meeting.archive': ['meeting.*', ['meeting'], ['table'], ...AUDIT],
  'meeting.bulk-edit': ['meeting.*', ['meeting'], ...AUDIT],
  'meeting.eventDrag': ['meeting.*', ['meeting'], ['table'], ...AUDIT],
  'meeting.extendPurgeDate': ['purge.*', 'meeting.*', ['meeting'], ...AUDIT],
  'meeting.save': ['meeting.*', ['meeting'], ['table'], ...AUDIT],
  'meeting.saveInternalData': ['meeting.*', ['meeting'], ['table'], ...AUDIT],
  'meeting.under-minimum-decision': ['meeting.*', 'user-booking.*', ['meeting'], ['table'], ...AUDIT],
  'noti-template.archive': ['noti-template.*', 'project-alert.*', ...AUDIT],
  'noti-template.save': ['noti-template.*', 'project-alert.*', ...AUDIT],
  'organisation.save': ['organisation.*', ['organisation'], ...AUDIT],
  'project.archive': ['project.*', ['table'], ...AUDIT],
  'project.extendPurgeDate': ['purge.*', 'project.*', ...AUDIT],
  'project.save': ['project.*', ...AUDIT],
  'project-alert.addDefaultAlerts': ['project-alert.*', 'project.*', ['table'], ...AUDIT],
  'project-alert.remove': ['project-alert.*', 'noti-template.*', 'project.*', ...AUDIT],
  'project-alert.save': ['project-alert.*', 'noti-template.*', 'project.*', ...AUDIT],
  'resource.archive': ['resource.*', ...AUDIT],
  'resource.save': ['resource.*', ...AUDIT],
  'user.activateAssessor': ['user.*', 'assessor.*', ...AUDIT],
  'user.create': ['user.*', 'assessor.*', 'department.*', ...AUDIT],
  'user.archive': ['user.*', 'assessor.*', 'purge.*', ...AUDIT],
  'user.deactivateAssessor': ['user.*', 'assessor.*', ...AUDIT],
  'user.extendExpiryDate': ['user.*', ...AUDIT],
  'user.extendPurgeDate': ['purge.*', 'user.*', ...AUDIT],
  'user.resetMfa': ['user.*', ...AUDIT],
  'user.update': ['user.*', 'assessor.*', ...AUDIT],
  'upload.new-booking': ['user-booking.*', 'meeting.*', ['meeting'], ...AUDIT],
  'user-booking.bulk-complete': ['user-booking.*', 'meeting.*', ['meeting'], ...AUDIT],
  'user-booking.extendPurgeDate': ['purge.*', 'user-booking.*', ['user-booking'], ...AUDIT],
  'user-booking.new-booking': ['user-booking.*', 'meeting.*', ['meeting'], ...AUDIT],
  'user-booking.new-candidate': ['user-booking.*', ...AUDIT],
  'user-booking.reschedule-booking': ['user-booking.*', 'meeting.*', ['meeting'], ...AUDIT],
  'user-booking.waitlist-join': [['user-booking', 'getCandidateBooking'], 'user-booking.getWaitlist'],
  'user-booking.waitlist-remove': [['user-booking', 'getCandidateBooking'], 'user-booking.getWaitlist', ...AUDIT],
  'user-booking.waitlist-confirm-hold': ['user-booking.*', 'meeting.*', ['meeting'], ['user-booking', 'getCandidateBooking'], ...AUDIT],
  'user-booking.update-status': ['user-booking.*', 'meeting.*', ['meeting'], ...AUDIT],
};

/**
 * The route id a cached read belongs to: `[routeId, request]` (routeQuery), or a data table's
 * `['table', routeId, params, request]` (the table key keeps its 'table' head while hand-written `['table']`
 * invalidations remain in features not yet on this layer).
 */
function routeOfKey(key: QueryKey): string | undefined {
  const [head, next] = key;
  if (head === 'table' && typeof next === 'string') return next;
  return typeof head === 'string' && head.includes('.') ? head : undefined;
}

const matches = (stale: RouteId | `${Area}.*`, route: string) => (stale.endsWith('.*') ? route.startsWith(stale.slice(0, -1)) : route === stale);

/** Marks stale (and refetches where shown) every read that `ROUTE_INVALIDATIONS` names for a successful `id`. */
export async function invalidateAfter(client: QueryClient, id: RouteId): Promise<void> {
  const stale = ROUTE_INVALIDATIONS[id] ?? [];
  const byRoute = stale.filter((s): s is RouteId | `${Area}.*` => typeof s === 'string');
  const prefixes = stale.filter((s): s is readonly [string, ...unknown[]] => typeof s !== 'string');
  await Promise.all([
    byRoute.length > 0 &&
      client.invalidateQueries({
        predicate: (q) => {
          const route = routeOfKey(q.queryKey);
          return route !== undefined && byRoute.some((s) => matches(s, route));
        },
      }),
    ...prefixes.map((queryKey) => client.invalidateQueries({ queryKey })),
  ]);
}
