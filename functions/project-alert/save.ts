import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProjectAlertWrites } from '@scheduler/core/notification/project-alert-writes';

/** Answers status SUCCESS with the alert id in message (the page shows 'Project Alert Saved' and opens the alert). */
export default handle(pickRoute(projectAlertRoutes, 'save'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await createProjectAlertWrites(deps).save(actor, body),
}));
