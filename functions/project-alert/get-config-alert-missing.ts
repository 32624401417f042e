import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProjectAlertReads } from '@scheduler/core/notification/project-alert-reads';

/** The alert codes of the project's step type it has no alert for (Missing Alerts). */
export default handle(pickRoute(projectAlertRoutes, 'getConfigAlertMissing'), async ({ actor, params }, deps) =>
  createProjectAlertReads(deps).missing(actor, params.projectId),
);
