import { purgeRoutes } from '@scheduler/contracts/routes/purge';
import { createPurgeListService } from '@scheduler/core/purge/purge-list';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(purgeRoutes, 'getUserList'), async ({ actor, body }, deps) =>
  tableOrExport(body, 'purge_users_export', await createPurgeListService(deps).users(actor, body)),
);
