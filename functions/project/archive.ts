import { projectRoutes } from '@scheduler/contracts/routes/project';
import { PROJECT_MSG } from '@scheduler/contracts/schemas/project';
import { createProjectService } from '@scheduler/core/project/project';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** Delete = archive (doc 3 §8): 'DELETED' / 'Project Record was successfully deleted.'; a refusal answers FAILED. */
export default handle(pickRoute(projectRoutes, 'archive'), async ({ actor, params }, deps) => {
  await createProjectService(deps).archive(actor, params.id);
  return { status: PROJECT_MSG.deletedStatus, message: PROJECT_MSG.deleted };
});
