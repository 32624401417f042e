import { departmentRoutes } from '@scheduler/contracts/routes/department';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { departmentService } from '../lib/services/department.ts';

export default handle(pickRoute(departmentRoutes, 'get'), async ({ actor, params }, deps) => departmentService(deps).get(actor, params.id));
