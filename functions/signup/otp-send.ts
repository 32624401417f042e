import { signupRoutes } from '@scheduler/contracts/routes/signup';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createSignupService } from '@scheduler/core/signup/signup';
import { accountDeps } from '../lib/account-deps.ts';

export default handle(pickRoute(signupRoutes, 'otp/send'), async ({ body }, deps) => createSignupService(accountDeps(deps)).sendCode(body));
