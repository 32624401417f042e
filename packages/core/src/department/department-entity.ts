import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * Department of an organisation (doc 3 §2.3, §3).
 * Access patterns:
 * - the departments of an organisation (primary, pk organisationId) and one (organisationId + departmentId)
 * - one department by id alone, for grid admins who work across organisations (gsi1)
 */
export const departmentEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'department', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        departmentId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        description: { type: 'string', required: true },
        active: { type: 'boolean', required: true, default: true },
        openLink: { type: 'string' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['departmentId'] } },
        byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['departmentId'] }, sk: { field: 'gsi1sk', composite: [] } },
      },
    },
    config,
  );
export type DepartmentEntity = ReturnType<typeof departmentEntity>;
export type Department = EntityItem<DepartmentEntity>;
