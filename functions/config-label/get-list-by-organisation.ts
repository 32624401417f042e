import { configLabelRoutes } from '@scheduler/contracts/routes/config-label';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createConfigLabelService } from '@scheduler/core/label/config-label';
import { tableOrExport } from '../lib/table-answer.ts';

/** organisationId 'ALL' lists every organisation's labels (grid admin's "All" filter). */
export default handle(pickRoute(configLabelRoutes, 'getListByOrganisation'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'config_labels_export', await createConfigLabelService(deps).list(actor, params.organisationId, body)),
);
