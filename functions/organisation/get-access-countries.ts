import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createOrganisationSwitchService } from '@scheduler/core/organisation/organisation-switch';

/** The message is the comma-separated list of country codes. */
export default handle(pickRoute(organisationRoutes, 'getAccessCountries'), async (_input, deps) => ({
  status: 'SUCCESS',
  message: createOrganisationSwitchService(deps).accessCountries(),
}));
