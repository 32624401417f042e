import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * Organisation (doc 3 §3) with its configuration held as one validated JSON map.
 * Access patterns:
 * - get by organisationId (primary)
 * - list all organisations, for grid admins (gsi1, one partition; organisations are few)
 */
export const organisationEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'organisation', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        description: { type: 'string' },
        active: { type: 'boolean', required: true, default: true },
        mfaEnabled: { type: 'boolean', required: true, default: false },
        contactName: { type: 'string' },
        alertEmail: { type: 'string' },
        openLink: { type: 'string' },
        /** When the last JIRA candidate export ran (candidate-export.ts): type 0 exports the records changed since. */
        lastCandidateExportAt: { type: 'string' },
        countryCode: { type: ['AU', 'NZ'] as const, required: true, default: 'AU' },
        /** Organisation config (doc 3 §3), validated by the contracts schema before it is written. */
        config: { type: 'any' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: [] } },
        all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['organisationId'] } },
      },
    },
    config,
  );
export type OrganisationEntity = ReturnType<typeof organisationEntity>;
export type Organisation = EntityItem<OrganisationEntity>;
