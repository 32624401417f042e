import { signupRoutes } from '@scheduler/contracts/routes/signup';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createInvitationSignInService } from '@scheduler/core/signup/invitation-sign-in';
import { accountDeps } from '../lib/account-deps.ts';

/** An invitation for an existing account, accepted by signing in with it (MFA_REQUIRED asks for its code). */
export default handle(pickRoute(signupRoutes, 'accept'), async ({ body }, deps) => createInvitationSignInService(accountDeps(deps)).accept(body));
