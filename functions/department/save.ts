import { departmentRoutes } from '@scheduler/contracts/routes/department';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createDepartmentService } from '@scheduler/core/department/department';

/** Answers status SUCCESS with the department id in message (the page moves to VIEW of that id). */
export default handle(pickRoute(departmentRoutes, 'save'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await createDepartmentService(deps).save(actor, body),
}));
