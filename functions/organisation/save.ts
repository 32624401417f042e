import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { createOrganisationSaveService } from '@scheduler/core/organisation/organisation-save';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** Answers status SUCCESS with the organisation id in message (the page moves to view of that id). */
export default handle(pickRoute(organisationRoutes, 'save'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await createOrganisationSaveService(deps).save(actor, body),
}));
