import { RESOURCE_MSG } from '@scheduler/contracts/schemas/resource';
import { resourceRoutes } from '@scheduler/contracts/routes/resource';
import { createResourceService } from '@scheduler/core/resource/resource-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** 'Resource Deleted' / 'Resource archived.' (doc 3 §8). */
export default handle(pickRoute(resourceRoutes, 'archive'), async ({ actor, params }, deps) => {
  await createResourceService(deps).archive(actor, params.id);
  return { status: 'SUCCESS', message: RESOURCE_MSG.archived };
});
