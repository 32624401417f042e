import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { createDeliveryListService } from '@scheduler/core/notification/delivery-list';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(projectAlertRoutes, 'getDeliveryList'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'project_messages_export', await createDeliveryListService(deps).ofProject(actor, params.projectId, body)),
);
