import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * The uniqueness guard "a project has at most one active alert per alert code" (doc 3 §2.5 Missing Alerts, Add
 * Default Alerts): created with attribute_not_exists in the transaction that creates the alert, deleted in the one
 * that removes it (project-alert-writes.ts), so two saves or two Add Default Alerts at once never give a project the
 * same alert twice.
 * Access patterns:
 * - the guard of one project and code (primary, pk organisationId + projectId, sk code)
 */
export const projectAlertCodeGuardEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'projectAlertCodeGuard', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        projectId: { type: 'string', required: true },
        code: { type: 'string', required: true },
        alertId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byCode: { pk: { field: 'pk', composite: ['organisationId', 'projectId'] }, sk: { field: 'sk', composite: ['code'] } },
      },
    },
    config,
  );
export type ProjectAlertCodeGuardEntity = ReturnType<typeof projectAlertCodeGuardEntity>;
export type ProjectAlertCodeGuard = EntityItem<ProjectAlertCodeGuardEntity>;
