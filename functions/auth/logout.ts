import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { sessionService } from '../lib/services/session.ts';

export default handle(pickRoute(authRoutes, 'logout'), async ({ actor }, deps) => {
  await sessionService(deps).close(actor);
  return { status: 'SUCCESS', message: 'Signed out' };
});
