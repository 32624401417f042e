import { departmentRoutes } from '@scheduler/contracts/routes/department';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { departmentService } from '../lib/services/department.ts';

/** Answers status SUCCESS with the department id in message (the page moves to VIEW of that id). */
export default handle(pickRoute(departmentRoutes, 'save'), async ({ actor, body }, deps) => ({
  status: 'SUCCESS',
  message: await departmentService(deps).save(actor, body),
}));
