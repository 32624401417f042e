import { resourceRoutes } from '@scheduler/contracts/routes/resource';
import { createResourceService } from '@scheduler/core/resource/resource-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(pickRoute(resourceRoutes, 'getTypesByOrg'), async ({ actor, params }, deps) =>
  createResourceService(deps).types(actor, params.organisationId),
);
