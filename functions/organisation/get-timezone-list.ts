import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { timeZonesService } from '../lib/services/time-zones.ts';

export default handle(pickRoute(organisationRoutes, 'getTimezoneList'), async ({ actor, params }, deps) => timeZonesService(deps).forOrganisation(actor, params.organisationId));
