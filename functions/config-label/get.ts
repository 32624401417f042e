import { configLabelRoutes } from '@scheduler/contracts/routes/config-label';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

export default handle(pickRoute(configLabelRoutes, 'get'), async ({ actor, params }, deps) => services.configLabel(deps).get(actor, params.id));
