import { dashboardRoutes } from '@scheduler/contracts/routes/dashboard';
import { createDashboardUserSearchService } from '@scheduler/core/dashboard/dashboard-user-search';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** The dashboard's Users counter for a user search (doc 2 Dashboard); the counts as JSON in message. */
export default handle(pickRoute(dashboardRoutes, 'searchUsers'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: JSON.stringify(await createDashboardUserSearchService(deps).search(actor, body)),
}));
