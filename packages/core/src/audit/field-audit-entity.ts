import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A field-level audit row (doc 1 §3, doc 2 §3): one changed column of one record, with its new value.
 * auditId is a ULID, so sort keys ending in it are time-ordered.
 * Access patterns:
 * - the rows of one field of a record, newest first (primary, pk organisationId + refType + refId, sk columnName + auditId)
 *   — "last 10 entries filtered by a field": begins_with columnName, descending, limit 10
 * - the rows of every field of a record, newest first (gsi1, same pk, sk auditId) — the filter ALL
 * - the rows one person wrote in one organisation (gsi2, pk organisationId + modifiedByUserId, sk auditId) — the purge
 *   of their access replaces their name in modifiedBy (purge-person.ts) without reading any other row
 */
export const fieldAuditEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'fieldAudit', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        refType: { type: 'string', required: true },
        refId: { type: 'string', required: true },
        columnName: { type: 'string', required: true },
        auditId: { type: 'string', required: true },
        columnValue: { type: 'string' },
        modifiedOn: { type: 'string', required: true },
        modifiedBy: { type: 'string', required: true },
        modifiedByUserId: { type: 'string', required: true },
      },
      indexes: {
        byField: {
          pk: { field: 'pk', composite: ['organisationId', 'refType', 'refId'] },
          sk: { field: 'sk', composite: ['columnName', 'auditId'] },
        },
        byRef: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'refType', 'refId'] },
          sk: { field: 'gsi1sk', composite: ['auditId'] },
        },
        byAuthor: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['organisationId', 'modifiedByUserId'] },
          sk: { field: 'gsi2sk', composite: ['auditId'] },
        },
      },
    },
    config,
  );
export type FieldAuditEntity = ReturnType<typeof fieldAuditEntity>;
export type FieldAudit = EntityItem<FieldAuditEntity>;
