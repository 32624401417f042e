import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { signInService } from '../lib/services/sign-in.ts';

export default handle(pickRoute(userRoutes, 'getCurrentUserProfile'), async ({ actor }, deps) => signInService(deps).profile(actor));
