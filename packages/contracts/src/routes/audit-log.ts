import { defineRoute } from '../route.ts';
import { tableRequest } from '../envelope.ts';
import { auditByRefParams, auditLogList, fieldAuditAnswer, fieldAuditParams } from '../schemas/audit-log.ts';
import { ANY_ADMIN, ASSESSOR_OR_ADMIN } from './access.ts';

export const auditLogRoutes = [
  defineRoute({
    area: 'audit-log',
    operation: 'getByRefId',
    method: 'POST',
    path: '/api/auditLog/getByRefId/{refType}/{refId}',
    access: ASSESSOR_OR_ADMIN,
    spec: 'doc3 §7 Other, doc2 §7 Other',
    summary: 'Audit log of a record (10 per page, logOn descending; table).',
    params: auditByRefParams,
    body: tableRequest,
    bodyType: 'json',
    response: auditLogList,
  }),
  defineRoute({
    area: 'audit-log',
    operation: 'getFieldAuditByRefId',
    method: 'GET',
    path: '/api/auditLog/getFieldAuditByRefId/{refType}/{refId}/{field}',
    /** The meeting page's Field Audit Log is an admin action (doc 2 §2); assessors see the Audit Log tab only. */
    access: ANY_ADMIN,
    spec: 'doc2 meeting page Field Audit Log, doc1 §3/§9 field-level audit (call not named)',
    summary: 'Last 10 field-level changes of a record, for one field or ALL.',
    params: fieldAuditParams,
    response: fieldAuditAnswer,
  }),
] as const;
