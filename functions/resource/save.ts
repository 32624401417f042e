import { resourceRoutes } from '@scheduler/contracts/routes/resource';
import { createResourceService } from '@scheduler/core/resource/resource-service';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** Answers status SUCCESS with the resource id in message; the page says 'Resource was added successfully' or 'Resource Updated'. */
export default handle(pickRoute(resourceRoutes, 'save'), async ({ actor, params, body }, deps) => ({
  status: 'SUCCESS',
  message: (await createResourceService(deps).save(actor, params.organisationId, body)).resourceId,
}));
