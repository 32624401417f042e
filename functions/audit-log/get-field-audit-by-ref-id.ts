import { auditLogRoutes } from '@scheduler/contracts/routes/audit-log';
import { createFieldAuditService } from '@scheduler/core/audit/field-audit';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** The last 10 field-level changes of a record, for one field or ALL, newest first. */
export default handle(pickRoute(auditLogRoutes, 'getFieldAuditByRefId'), async ({ actor, params }, deps) =>
  createFieldAuditService(deps).list(actor, params.refType, params.refId, params.field),
);
