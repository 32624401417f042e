import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createUserListService } from '@scheduler/core/user/user-list';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(userRoutes, 'getUserList'), async ({ actor, body }, deps) =>
  tableOrExport(body, 'users_export', await createUserListService(deps).list(actor, body)),
);
