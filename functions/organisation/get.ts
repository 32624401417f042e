import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { organisationsService } from '../lib/services/organisations.ts';

export default handle(pickRoute(organisationRoutes, 'get'), async ({ actor, params }, deps) => organisationsService(deps).get(actor, params.id));
