import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { LIST_SEARCH_SEPARATOR } from '../table.ts';

/**
 * One audit row (doc 1 §3: logOn, logBy, logMsg) about a record (refType + refId), written in the
 * same transaction as the change it describes.
 * Access patterns:
 * - the rows of one record, newest first (primary, pk refType + refId, sk logId: a ULID, so time-ordered) — the grid
 *   admin's log, which spans organisations
 * - the rows of one record written in one organisation, newest first (list1, pk organisationId + refType + refId,
 *   sk logId) — an organisation's log of a record (a user's log holds rows of each organisation they work in),
 *   searched on listSearch (logBy and logMsg, lower-cased)
 * - the rows one person wrote in one organisation (gsi1, pk organisationId + logByUserId, sk logId) — the purge of
 *   their access replaces their name in logBy (purge-person.ts) without reading any other row; one more index entry
 *   per row written
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
        listSearch: {
          type: 'string',
          hidden: true,
          watch: ['logBy', 'logMsg'],
          set: (_: unknown, item: { logBy?: string; logMsg?: string }) =>
            [item.logBy ?? '', item.logMsg ?? ''].join(LIST_SEARCH_SEPARATOR).toLowerCase(),
        },
      },
      indexes: {
        byRef: { pk: { field: 'pk', composite: ['refType', 'refId'] }, sk: { field: 'sk', composite: ['logId'] } },
        byRecordInOrganisation: {
          index: 'list1',
          pk: { field: 'list1pk', composite: ['organisationId', 'refType', 'refId'] },
          sk: { field: 'list1sk', composite: ['logId'] },
        },
        byAuthor: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'logByUserId'] },
          sk: { field: 'gsi1sk', composite: ['logId'] },
        },
      },
    },
    config,
  );
export type AuditLogEntity = ReturnType<typeof auditLogEntity>;
export type AuditLog = EntityItem<AuditLogEntity>;
