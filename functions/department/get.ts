import { departmentRoutes } from '@scheduler/contracts/routes/department';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import * as services from '../lib/services.ts';

export default handle(pickRoute(departmentRoutes, 'get'), async ({ actor, params }, deps) => services.department(deps).get(actor, params.id));
