import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProjectAlertReads } from '@scheduler/core/notification/project-alert-reads';

/** Every alert code of Project scope. */
export default handle(pickRoute(projectAlertRoutes, 'getConfigAlertScopeProject'), async (_input, deps) =>
  createProjectAlertReads(deps).configScopeProject(),
);
