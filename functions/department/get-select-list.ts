import { tableRequest } from '@scheduler/contracts/envelope';
import { departmentRoutes } from '@scheduler/contracts/routes/department';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createDepartmentService } from '@scheduler/core/department/department';

/** Active departments of an organisation, for the project form's select. */
export default handle(pickRoute(departmentRoutes, 'getSelectList'), async ({ actor, params }, deps) => {
  const { dataset } = await createDepartmentService(deps).list(actor, params.organisationId, tableRequest.parse({ pageSize: 0 }));
  return dataset.filter((d) => d.active).map((d) => ({ encryptedId: d.encryptedId, name: d.name }));
});
