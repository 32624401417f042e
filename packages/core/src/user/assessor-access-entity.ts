import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * An assessor admin's access to one assessor in an organisation (doc 1 §2.11 add-access dialogs, §5), with the
 * access types granted (the requestTypes vocabulary INTERVIEW, ASSESSMENT, INTERNAL, stored joined by '~').
 * Access patterns:
 * - the assessors an admin may access in an organisation (primary, pk organisationId + adminId, sk assessorId)
 * - the admins that may access an assessor in an organisation (gsi1, pk organisationId + assessorId, sk adminId)
 */
export const assessorAccessEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'assessorAccess', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        adminId: { type: 'string', required: true },
        assessorId: { type: 'string', required: true },
        /** Access types joined by '~', e.g. 'INTERVIEW~INTERNAL'. */
        accessTypes: { type: 'string', required: true },
        createdBy: { type: 'string' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byAdmin: { pk: { field: 'pk', composite: ['organisationId', 'adminId'] }, sk: { field: 'sk', composite: ['assessorId'] } },
        byAssessor: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'assessorId'] },
          sk: { field: 'gsi1sk', composite: ['adminId'] },
        },
      },
    },
    config,
  );
export type AssessorAccessEntity = ReturnType<typeof assessorAccessEntity>;
export type AssessorAccess = EntityItem<AssessorAccessEntity>;
