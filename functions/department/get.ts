import { departmentRoutes } from '@scheduler/contracts/routes/department';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createDepartmentService } from '@scheduler/core/department/department';

export default handle(pickRoute(departmentRoutes, 'get'), async ({ actor, params }, deps) => createDepartmentService(deps).get(actor, params.id));
