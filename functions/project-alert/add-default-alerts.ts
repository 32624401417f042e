import { defaultAlertsAnswer } from '@scheduler/contracts/schemas/project-alert';
import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProjectAlertWrites } from '@scheduler/core/notification/project-alert-writes';

/** SUCCESS naming the alerts added, or NOT_ADDED when every alert with templates is already there; then the codes without a template. */
export default handle(pickRoute(projectAlertRoutes, 'addDefaultAlerts'), async ({ actor, params }, deps) =>
  defaultAlertsAnswer(await createProjectAlertWrites(deps).addDefaults(actor, params.projectId)),
);
