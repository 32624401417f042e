import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(userRoutes, 'getUserActiveList'), async ({ actor, body }, deps) =>
  tableOrExport(body, 'active_users_export', await services.activeUsers(deps).list(actor, body)),
);
