import { configLabelRoutes } from '@scheduler/contracts/routes/config-label';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createConfigLabelService } from '@scheduler/core/label/config-label';

/** Answers status SUCCESS with the label id in message. */
export default handle(pickRoute(configLabelRoutes, 'save'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await createConfigLabelService(deps).save(actor, body),
}));
