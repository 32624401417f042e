import { auditLogRoutes } from '@scheduler/contracts/routes/audit-log';
import { createArea } from '../lib/create-area.ts';
import getByRefId from './get-by-ref-id.ts';

/** The audit-log Lambda (doc 3 §7 auditLog/getByRefId). */
export const { handler, implemented } = createArea('audit-log', auditLogRoutes, [getByRefId]);
