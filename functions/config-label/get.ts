import { configLabelRoutes } from '@scheduler/contracts/routes/config-label';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createConfigLabelService } from '@scheduler/core/label/config-label';

export default handle(pickRoute(configLabelRoutes, 'get'), async ({ actor, params }, deps) => createConfigLabelService(deps).get(actor, params.id));
