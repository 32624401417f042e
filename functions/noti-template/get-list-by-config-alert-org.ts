import { notiTemplateRoutes } from '@scheduler/contracts/routes/noti-template';
import { createNotiTemplateService } from '@scheduler/core/notification/noti-template';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(notiTemplateRoutes, 'getListByConfigAlertOrg'), async ({ actor, params }, deps) =>
  createNotiTemplateService(deps).byConfiguredAlert(actor, params.organisationId),
);
