import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProjectAlertReads } from '@scheduler/core/notification/project-alert-reads';
import { tableOrExport } from '../lib/table-answer.ts';

/** The grid admin's list of every project alert (projectAlertAllList). */
export default handle(pickRoute(projectAlertRoutes, 'getList'), async ({ body }, deps) =>
  tableOrExport(body, 'project_alerts_export', await createProjectAlertReads(deps).listAll(body)),
);
