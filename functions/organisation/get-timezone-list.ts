import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createTimeZoneListService } from '@scheduler/core/organisation/time-zone-list';

export default handle(pickRoute(organisationRoutes, 'getTimezoneList'), async ({ actor, params }, deps) =>
  createTimeZoneListService(deps).forOrganisation(actor, params.organisationId),
);
