import { projectRoutes } from '@scheduler/contracts/routes/project';
import { PROJECT_MSG } from '@scheduler/contracts/schemas/project';
import { createProjectService } from '@scheduler/core/project/project';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(projectRoutes, 'extendPurgeDate'), async ({ actor, params }, deps) => {
  await createProjectService(deps).extendPurgeDate(actor, params.projectId, params.date);
  return { status: 'SUCCESS', message: PROJECT_MSG.purgeExtended };
});
