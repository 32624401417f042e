import { notiTemplateRoutes } from '@scheduler/contracts/routes/noti-template';
import { createNotiTemplateService } from '@scheduler/core/notification/noti-template';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { tableOrExport } from '../lib/table-answer.ts';

/** organisationId NA lists every organisation's templates (grid admin's "All"); anyone else gets their own organisation's. */
export default handle(pickRoute(notiTemplateRoutes, 'getList'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'notification_template_export', await createNotiTemplateService(deps).list(actor, params.organisationId, body)),
);
