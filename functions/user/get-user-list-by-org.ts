import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createUserListService } from '@scheduler/core/user/user-list';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(userRoutes, 'getUserListByOrg'), async ({ actor, params, body }, deps) =>
  tableOrExport(
    body,
    'organisation_users_export',
    await createUserListService(deps).listByOrganisation(actor, params.organisationId, params.filter, body),
  ),
);
