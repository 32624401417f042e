import { purgeRoutes } from '@scheduler/contracts/routes/purge';
import { createPurgeListService } from '@scheduler/core/purge/purge-list';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(purgeRoutes, 'getMeetingList'), async ({ actor, body }, deps) =>
  tableOrExport(body, 'purge_meetings_export', await createPurgeListService(deps).meetings(actor, body)),
);
