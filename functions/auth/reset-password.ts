import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { passwordResetService } from '../lib/services/password-reset.ts';

export default handle(pickRoute(authRoutes, 'resetPassword'), async ({ body }, deps) => passwordResetService(deps).reset(body));
