import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createUserDetailService } from '@scheduler/core/user/user-detail';

export default handle(pickRoute(userRoutes, 'get'), async ({ actor, params }, deps) => createUserDetailService(deps).get(actor, params.id));
