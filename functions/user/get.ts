import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { userDetailService } from '../lib/services/user-detail.ts';

export default handle(pickRoute(userRoutes, 'get'), async ({ actor, params }, deps) => userDetailService(deps).get(actor, params.id));
