import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createAssessorAccessService } from '@scheduler/core/user/assessor-access';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(assessorRoutes, 'getAssessorAdminByUser'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'assessor_access_export', await createAssessorAccessService(deps).linksOf(actor, params.userId, params.flag, body)),
);
