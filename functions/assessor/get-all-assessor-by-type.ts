import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createAssessorDirectory } from '@scheduler/core/user/assessor-directory';

export default handle(pickRoute(assessorRoutes, 'getAllAssessorByType'), async ({ actor, body }, deps) =>
  createAssessorDirectory(deps).byType(actor, body),
);
