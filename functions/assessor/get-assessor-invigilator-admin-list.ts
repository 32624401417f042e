import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

export default handle(pickRoute(assessorRoutes, 'getAssessorInvigilatorAdminList'), async ({ actor, body }, deps) =>
  services.assessorDirectory(deps).available(actor, body),
);
