import { resourceRoutes } from '@scheduler/contracts/routes/resource';
import { createResourceService } from '@scheduler/core/resource/resource-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(resourceRoutes, 'getList'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'resources_export', await createResourceService(deps).list(actor, params.organisationId, body)),
);
