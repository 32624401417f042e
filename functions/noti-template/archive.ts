import { TEMPLATE_MESSAGES } from '@scheduler/contracts/schemas/noti-template';
import { notiTemplateRoutes } from '@scheduler/contracts/routes/noti-template';
import { createNotiTemplateService } from '@scheduler/core/notification/noti-template';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(notiTemplateRoutes, 'archive'), async ({ actor, params }, deps) => {
  await createNotiTemplateService(deps).archive(actor, params.id);
  return { status: 'SUCCESS', message: TEMPLATE_MESSAGES.deleted };
});
