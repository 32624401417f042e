import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createOrganisationDirectory } from '@scheduler/core/organisation/organisation-directory';

export default handle(pickRoute(organisationRoutes, 'get'), async ({ actor, params }, deps) =>
  createOrganisationDirectory(deps).get(actor, params.id),
);
