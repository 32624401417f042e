import { projectRoutes } from '@scheduler/contracts/routes/project';
import { PROJECT_EXPORT_EXTRA_HEADERS } from '@scheduler/contracts/schemas/project';
import { createProjectListService } from '@scheduler/core/project/project-list';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { tableOrExport } from '../lib/table-answer.ts';

/** A tab of the project list, or its export with the extra columns of doc 3 §2.4 after the shown ones. */
export default handle(pickRoute(projectRoutes, 'getList'), async ({ actor, params, body }, deps) => {
  const page = await createProjectListService(deps).list(actor, params.listType, body);
  const headers = body.exportTableHeaders?.length ? [...body.exportTableHeaders, ...PROJECT_EXPORT_EXTRA_HEADERS] : undefined;
  return tableOrExport({ ...body, exportTableHeaders: headers }, 'projects_export', page);
});
