import { configLabelRoutes } from '@scheduler/contracts/routes/config-label';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { configLabelService } from '../lib/services/config-label.ts';

/** Answers status SUCCESS with the label id in message. */
export default handle(pickRoute(configLabelRoutes, 'save'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await configLabelService(deps).save(actor, body),
}));
