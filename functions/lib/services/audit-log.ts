import { createAuditLogService } from '@scheduler/core/audit/audit-log';
import type { Deps } from '../deps.ts';

/** createAuditLogService bound to this Lambda's dependencies. */
export const auditLogService = (d: Deps) => createAuditLogService(d);
