import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { assessorAccessService } from '../lib/services/assessor-access.ts';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(assessorRoutes, 'getListAddAccess'), async ({ actor, body }, deps) =>
  tableOrExport(body, 'add_access_export', await assessorAccessService(deps).listAddAccess(actor, body, body)),
);
