import { signupRoutes } from '@scheduler/contracts/routes/signup';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { signupService } from '../lib/services/signup.ts';

export default handle(pickRoute(signupRoutes, 'check'), async ({ params }, deps) => signupService(deps).check(params.invitation));
