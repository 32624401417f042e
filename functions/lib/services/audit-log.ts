import { createAuditLogService } from '@scheduler/core/services/audit-log';
import type { Deps } from '../deps.ts';

/** createAuditLogService bound to this Lambda's dependencies. */
export const auditLogService = (d: Deps) => createAuditLogService(d);
