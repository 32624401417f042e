import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { organisationSwitchService } from '../lib/services/organisation-switch.ts';

export default handle(pickRoute(organisationRoutes, 'getSwitchData'), async ({ actor }, deps) => organisationSwitchService(deps).switchData(actor));
