import { userRoutes } from '@scheduler/contracts/routes/user';
import { createDeliveryListService } from '@scheduler/core/notification/delivery-list';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(userRoutes, 'getDeliveryList'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'user_messages_export', await createDeliveryListService(deps).ofPerson(actor, params.userId, body)),
);
