import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(assessorRoutes, 'getAssessorAdminByUser'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'assessor_access_export', await services.assessorAccess(deps).linksOf(actor, params.userId, params.flag, body)),
);
