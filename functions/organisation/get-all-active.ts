import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createOrganisationDirectory } from '@scheduler/core/organisation/organisation-directory';

export default handle(pickRoute(organisationRoutes, 'getAllActive'), async ({ actor, body }, deps) =>
  createOrganisationDirectory(deps).listActive(actor, body),
);
