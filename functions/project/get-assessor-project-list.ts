import { projectRoutes } from '@scheduler/contracts/routes/project';
import { createProjectListService } from '@scheduler/core/project/project-list';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(projectRoutes, 'getAssessorProjectList'), async ({ actor }, deps) =>
  createProjectListService(deps).assessorList(actor),
);
