import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createSignInService } from '@scheduler/core/identity/sign-in';

export default handle(pickRoute(userRoutes, 'getCurrentUserProfile'), async ({ actor }, deps) => createSignInService(deps).profile(actor));
