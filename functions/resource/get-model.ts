import { resourceRoutes } from '@scheduler/contracts/routes/resource';
import { createResourceService } from '@scheduler/core/resource/resource-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(resourceRoutes, 'getModel'), async ({ actor, params }, deps) => createResourceService(deps).get(actor, params.id));
