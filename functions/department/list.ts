import { departmentRoutes } from '@scheduler/contracts/routes/department';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createDepartmentService } from '@scheduler/core/department/department';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(departmentRoutes, 'list'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'departments_export', await createDepartmentService(deps).list(actor, params.organisationId, body)),
);
