import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createOrganisationSwitchService } from '@scheduler/core/organisation/organisation-switch';

/** The organisation switch; the viewer country header decides a country restriction. */
export default handle(pickRoute(userRoutes, 'updateDefaultOrganisation'), async ({ actor, params, headers }, deps) =>
  createOrganisationSwitchService(deps).switchTo(actor, params.organisationId, headers?.[deps.config.countryHeader]),
);
