import { resourceRoutes } from '@scheduler/contracts/routes/resource';
import { createResourceAvailability } from '@scheduler/core/resource/resource-availability';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(resourceRoutes, 'getAvailableResources'), async ({ actor, params, body }, deps) =>
  createResourceAvailability(deps).available(actor, params, body),
);
