import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createProjectAlertReads } from '@scheduler/core/notification/project-alert-reads';
import { tableOrExport } from '../lib/table-answer.ts';

/** A project's alerts (the project page's Project Alerts tab). */
export default handle(pickRoute(projectAlertRoutes, 'getListByProject'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'project_alerts_export', await createProjectAlertReads(deps).listByProject(actor, params.projectId, body)),
);
