import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createOrganisationSwitchService } from '@scheduler/core/organisation/organisation-switch';

export default handle(pickRoute(organisationRoutes, 'getSwitchData'), async ({ actor }, deps) =>
  createOrganisationSwitchService(deps).switchData(actor),
);
