import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * The version of an assessor's allocations in an organisation (meeting-store-assessor-hold.ts): every hold that takes the assessor
 * moves it by one, on condition that it is still the version read beside the assessor's free window.
 * Access pattern: one guard (primary, pk organisationId + assessorId).
 */
export const assessorHoldGuardEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'assessorHoldGuard', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        assessorId: { type: 'string', required: true },
        version: { type: 'number', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byAssessor: { pk: { field: 'pk', composite: ['organisationId', 'assessorId'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    config,
  );
export type AssessorHoldGuard = EntityItem<ReturnType<typeof assessorHoldGuardEntity>>;
