import { notiTemplateRoutes } from '@scheduler/contracts/routes/noti-template';
import { createNotiTemplateService } from '@scheduler/core/notification/noti-template';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** Answers status SUCCESS with the template id in message (the page moves to VIEW of that id). */
export default handle(pickRoute(notiTemplateRoutes, 'save'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await createNotiTemplateService(deps).save(actor, body),
}));
