import { auditLogRoutes } from '@scheduler/contracts/routes/audit-log';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createAuditLogService } from '@scheduler/core/audit/audit-log';
import { tableOrExport } from '../lib/table-answer.ts';

export default handle(pickRoute(auditLogRoutes, 'getByRefId'), async ({ actor, params, body }, deps) =>
  tableOrExport(body, 'audit_log_export', await createAuditLogService(deps).list(actor, params.refType, params.refId, body)),
);
