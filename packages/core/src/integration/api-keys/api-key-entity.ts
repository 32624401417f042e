import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * An organisation API key (DESIGN §17): what a key may do and who made it, never the key itself. The table holds
 * only the SHA-256 hash of the whole key (`sch_<apiKeyId>_<secret>`) and a hint (`sch_<apiKeyId>_` and the secret's
 * first 4 characters) that tells keys apart on the organisation page.
 * Access patterns:
 * - one key by its id (primary) — every call made with a key, revoke
 * - the keys of an organisation, oldest first (gsi1, pk organisationId, sk apiKeyId: a ULID, so time-ordered) — the
 *   organisation page's list (an organisation holds a handful)
 */
export const apiKeyEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'apiKey', version: '1', service: 'scheduler' },
      attributes: {
        apiKeyId: { type: 'string', required: true },
        organisationId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        scopes: { type: 'list', items: { type: 'string' }, required: true },
        /** SHA-256 of the whole key, hex. */
        keyHash: { type: 'string', required: true },
        hint: { type: 'string', required: true },
        status: { type: ['ACTIVE', 'REVOKED'] as const, required: true },
        createdBy: { type: 'string', required: true },
        createdByUserId: { type: 'string', required: true },
        createdOn: { type: 'string', required: true },
        lastUsedOn: { type: 'string' },
        revokedBy: { type: 'string' },
        revokedByUserId: { type: 'string' },
        revokedOn: { type: 'string' },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['apiKeyId'] }, sk: { field: 'sk', composite: [] } },
        byOrganisation: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId'] },
          sk: { field: 'gsi1sk', composite: ['apiKeyId'] },
        },
      },
    },
    config,
  );
export type ApiKeyEntity = ReturnType<typeof apiKeyEntity>;
export type ApiKey = EntityItem<ApiKeyEntity>;

/**
 * The calls one key made in one minute (the per-key rate limit): a conditional increment per call, so no read races
 * a write. Access pattern: one counter by key and minute (primary). TTL: expiresAt (epoch seconds), shortly after the
 * minute ends.
 */
export const apiKeyCallCounterEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'apiKeyCallCounter', version: '1', service: 'scheduler' },
      attributes: {
        apiKeyId: { type: 'string', required: true },
        /** The minute's start, ISO. */
        minute: { type: 'string', required: true },
        calls: { type: 'number' },
        expiresAt: { type: 'number' },
      },
      indexes: {
        byKeyMinute: { pk: { field: 'pk', composite: ['apiKeyId'] }, sk: { field: 'sk', composite: ['minute'] } },
      },
    },
    config,
  );
export type ApiKeyCallCounterEntity = ReturnType<typeof apiKeyCallCounterEntity>;
