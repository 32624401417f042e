import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { assessorDirectoryService } from '../lib/services/assessor-directory.ts';

export default handle(pickRoute(assessorRoutes, 'getAssessorInvigilatorAdminList'), async ({ actor, body }, deps) =>
  assessorDirectoryService(deps).available(actor, body),
);
