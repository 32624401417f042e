import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

export default handle(pickRoute(organisationRoutes, 'getSwitchData'), async ({ actor }, deps) => services.organisationSwitch(deps).switchData(actor));
