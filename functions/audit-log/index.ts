import { auditLogRoutes } from '@scheduler/contracts/routes/audit-log';
import { createArea } from '../lib/create-area.ts';
import getByRefId from './get-by-ref-id.ts';
import getFieldAuditByRefId from './get-field-audit-by-ref-id.ts';

/** The audit-log Lambda (doc 3 §7 auditLog/getByRefId, and the field-level audit). */
export const { handler, implemented } = createArea('audit-log', auditLogRoutes, [getByRefId, getFieldAuditByRefId]);
