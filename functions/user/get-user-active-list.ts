import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createActiveUsersService } from '@scheduler/core/user/active-users';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(userRoutes, 'getUserActiveList'), async ({ actor, body }, deps) =>
  tableOrExport(body, 'active_users_export', await createActiveUsersService(deps).list(actor, body)),
);
