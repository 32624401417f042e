import { signupRoutes } from '@scheduler/contracts/routes/signup';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

export default handle(pickRoute(signupRoutes, 'otp/verify'), async ({ body }, deps) => services.signup(deps).verifyCode(body));
