import { projectRoutes } from '@scheduler/contracts/routes/project';
import { createProjectListService } from '@scheduler/core/project/project-list';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(projectRoutes, 'getSelectList'), async ({ actor, params }, deps) =>
  createProjectListService(deps).selectList(actor, params.organisationId),
);
