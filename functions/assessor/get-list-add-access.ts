import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createAssessorAccessService } from '@scheduler/core/user/assessor-access';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(assessorRoutes, 'getListAddAccess'), async ({ actor, body }, deps) =>
  tableOrExport(body, 'add_access_export', await createAssessorAccessService(deps).listAddAccess(actor, body, body)),
);
