import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProjectAlertReads } from '@scheduler/core/notification/project-alert-reads';

/** One alert with its templates' subject and body (the page's previews). */
export default handle(pickRoute(projectAlertRoutes, 'get'), async ({ actor, params }, deps) => createProjectAlertReads(deps).get(actor, params.id));
