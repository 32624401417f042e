import { projectRoutes } from '@scheduler/contracts/routes/project';
import { createProjectService } from '@scheduler/core/project/project';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(projectRoutes, 'get'), async ({ actor, params }, deps) => createProjectService(deps).get(actor, params.id));
