import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A project alert (doc 3 §2.7, §3): which notification templates go out for one alert code of a project,
 * by e-mail (to addresses or the $candidateEmail/$assessorEmail tags) and/or SMS (to candidate, assessor).
 * Removing an alert sets status REMOVED.
 * Access patterns:
 * - one alert (primary, organisationId + projectId + alertId); the alerts of a project (primary, begins with projectId)
 *   and of an organisation (primary, pk organisationId)
 * - one alert by id within the organisation (gsi1, pk organisationId + alertId) — projectAlert/{id}
 * - every alert of every organisation, for the grid admin's list (gsi2, one partition)
 * - one alert by its id alone (byId, keys only) — a grid admin opening an alert of any organisation
 */
export const PROJECT_ALERT_STATUSES = ['ACTIVE', 'REMOVED'] as const;

export const projectAlertEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'projectAlert', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        projectId: { type: 'string', required: true },
        alertId: { type: 'string', required: true },
        code: { type: 'string', required: true },
        emailTemplateId: { type: 'string' },
        smsTemplateId: { type: 'string' },
        /** Addresses and tags joined by '; '. */
        emailAddress: { type: 'string' },
        /** $candidateMobile and/or $assessorMobile joined by semicolons. */
        mobileNo: { type: 'string' },
        status: { type: PROJECT_ALERT_STATUSES, required: true, default: 'ACTIVE' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byProject: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['projectId', 'alertId'] } },
        byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['organisationId', 'alertId'] }, sk: { field: 'gsi1sk', composite: [] } },
        all: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: [] },
          sk: { field: 'gsi2sk', composite: ['organisationId', 'projectId', 'alertId'] },
        },
        byIdOnly: { index: 'byId', pk: { field: 'idpk', composite: ['alertId'] }, sk: { field: 'idsk', composite: [] } },
      },
    },
    config,
  );
export type ProjectAlertEntity = ReturnType<typeof projectAlertEntity>;
export type ProjectAlert = EntityItem<ProjectAlertEntity>;
