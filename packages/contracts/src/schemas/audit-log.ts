import * as z from 'zod';
import { pathParam, tableOrExport } from './common.ts';

/** Reference types of the audit log (doc 3 §7 plus the project alert, template and user pages). */
export const AUDIT_REF_TYPES = [
  'Organisation',
  'Project',
  'ProjectAlert',
  'NotificationTemplate',
  'ResourceBooking',
  'Department',
  'Meeting',
  'User',
  'ConfigLabel',
  /** An organisation API key: its creation, revocation and every call made with it (DESIGN §17). */
  'ApiKey',
] as const;
export const auditRefType = z.enum(AUDIT_REF_TYPES);

export const auditByRefParams = z.object({ refType: auditRefType, refId: pathParam });
/** Audit log row: logOn (Date/Time), logBy (User Name), logMsg (Log). */
export const auditLogRow = z.object({ logOn: z.string(), logBy: z.string(), logMsg: z.string() });
export const auditLogList = tableOrExport(auditLogRow);

/** Field-level audit: last 10 entries for one field or ALL. */
export const fieldAuditParams = z.object({ refType: auditRefType, refId: pathParam, field: pathParam });
export const fieldAuditRow = z.object({
  modifiedOn: z.string(),
  columnName: z.string(),
  columnValue: z.string().nullable(),
  modifiedBy: z.string(),
});
export const fieldAuditAnswer = z.array(fieldAuditRow);
