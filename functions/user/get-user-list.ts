import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(userRoutes, 'getUserList'), async ({ actor, body }, deps) =>
  tableOrExport(body, 'users_export', await services.userList(deps).list(actor, body)),
);
