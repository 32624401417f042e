import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProjectAlertReads } from '@scheduler/core/notification/project-alert-reads';

/** The Alert Name options of a project of the step type. */
export default handle(pickRoute(projectAlertRoutes, 'getConfigAlertByStepType'), async ({ params }, deps) =>
  createProjectAlertReads(deps).configByStepType(params.stepType),
);
