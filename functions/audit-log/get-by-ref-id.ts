import { auditLogRoutes } from '@scheduler/contracts/routes/audit-log';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { auditLogService } from '../lib/services/audit-log.ts';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(auditLogRoutes, 'getByRefId'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'audit_log_export', await auditLogService(deps).list(actor, params.refType, params.refId, body)),
);
