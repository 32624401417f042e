import { signupRoutes } from '@scheduler/contracts/routes/signup';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createTimeZoneListService } from '@scheduler/core/organisation/time-zone-list';

/** x: a country code (AU, NZ) or the sign-up page's invitation token. */
export default handle(pickRoute(signupRoutes, 'getTimeZoneList'), async ({ params }, deps) => createTimeZoneListService(deps).forSignup(params.x));
