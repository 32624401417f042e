import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A bookable resource of an organisation (doc 3 §2.12–2.13, §3): a room or equipment with a free-text type
 * and a link to one of the organisation's addresses. Archived resources show as Deleted.
 * Whether it is available for a time range comes from resource-allocation rows.
 * Access patterns:
 * - one resource (primary, organisationId + resourceId); the resources of an organisation (primary, pk organisationId)
 *   — the list, and the distinct types (getTypesByOrg)
 * - the resources at one address (gsi1, pk organisationId + addressId)
 * - one resource by its id alone (byId, keys only) — a grid admin opening a resource of any organisation
 * `allocationVersion` is the hold guard (resource-store-holds.ts): every write that holds the resource for a meeting
 * moves it under the condition that it still has the value read with the allocations, so two meetings cannot
 * both take the resource for overlapping times.
 */
export const RESOURCE_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;

export const resourceEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'resource', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        resourceId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        type: { type: 'string', required: true },
        addressId: { type: 'string', required: true },
        status: { type: RESOURCE_STATUSES, required: true, default: 'ACTIVE' },
        allocationVersion: { type: 'number', required: true, default: 0 },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['resourceId'] } },
        byAddress: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'addressId'] },
          sk: { field: 'gsi1sk', composite: ['resourceId'] },
        },
        byIdOnly: { index: 'byId', pk: { field: 'idpk', composite: ['resourceId'] }, sk: { field: 'idsk', composite: [] } },
      },
    },
    config,
  );
export type ResourceEntity = ReturnType<typeof resourceEntity>;
export type Resource = EntityItem<ResourceEntity>;
