import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

export default handle(pickRoute(authRoutes, 'logout'), async ({ actor }, deps) => {
  await services.session(deps).close(actor);
  return { status: 'SUCCESS', message: 'Signed out' };
});
