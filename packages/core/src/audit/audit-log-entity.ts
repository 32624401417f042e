import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * One audit row (doc 1 §3: logOn, logBy, logMsg) about a record (refType + refId), written in the
 * same transaction as the change it describes.
 * Access patterns:
 * - the rows of one record, newest first (primary, pk refType + refId, sk logId: a ULID, so time-ordered)
 */
export const auditLogEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'auditLog', version: '1', service: 'scheduler' },
      attributes: {
        refType: { type: 'string', required: true },
        refId: { type: 'string', required: true },
        logId: { type: 'string', required: true },
        organisationId: { type: 'string', required: true },
        logOn: { type: 'string', required: true },
        logBy: { type: 'string', required: true },
        logByUserId: { type: 'string', required: true },
        logMsg: { type: 'string', required: true },
      },
      indexes: {
        byRef: { pk: { field: 'pk', composite: ['refType', 'refId'] }, sk: { field: 'sk', composite: ['logId'] } },
      },
    },
    config,
  );
export type AuditLogEntity = ReturnType<typeof auditLogEntity>;
export type AuditLog = EntityItem<AuditLogEntity>;
