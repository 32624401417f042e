import { configLabelRoutes } from '@scheduler/contracts/routes/config-label';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { configLabelService } from '../lib/services/config-label.ts';

export default handle(pickRoute(configLabelRoutes, 'get'), async ({ actor, params }, deps) => configLabelService(deps).get(actor, params.id));
