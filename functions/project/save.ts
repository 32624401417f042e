import { projectRoutes } from '@scheduler/contracts/routes/project';
import { createProjectService } from '@scheduler/core/project/project';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** Answers status SUCCESS with the project id in message (the page moves to the saved project). */
export default handle(pickRoute(projectRoutes, 'save'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await createProjectService(deps).save(actor, body),
}));
