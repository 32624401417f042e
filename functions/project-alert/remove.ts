import { PROJECT_ALERT_MESSAGES } from '@scheduler/contracts/schemas/project-alert';
import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProjectAlertWrites } from '@scheduler/core/notification/project-alert-writes';

/** Answers the spec's REMOVED / 'Project Alert is successfully removed'. */
export default handle(pickRoute(projectAlertRoutes, 'remove'), async ({ actor, params }, deps) => {
  await createProjectAlertWrites(deps).remove(actor, params.id);
  return { status: PROJECT_ALERT_MESSAGES.removedStatus, message: PROJECT_ALERT_MESSAGES.removed };
});
