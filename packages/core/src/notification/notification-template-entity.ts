import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A notification template (doc 3 §2.9, §3) of an organisation, for one alert code, sent by EMAIL or SMS.
 * Scope ORGANISATION: the organisation's template for the code (one per organisation and code, enforced by the
 * template-code guard written in the same transaction: notification-template-writes.ts). Scope PROJECT: used by
 * the projects in projectIds. Delete archives.
 * Access patterns:
 * - one template (primary, organisationId + templateId); the templates of an organisation (primary, pk organisationId)
 * - the templates of an organisation for one alert code (gsi1, pk organisationId + code) — getByOrganisationByCode, alert page
 * - every template of every organisation, for the grid admin's "All" filter (gsi2, one partition)
 * - one template by its id alone (byId, keys only) — a grid admin opening a template of any organisation
 */
export const TEMPLATE_SCOPES = ['ORGANISATION', 'PROJECT'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];
export const NOTIFICATION_METHODS = ['EMAIL', 'SMS'] as const;

export const notificationTemplateEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'notificationTemplate', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        templateId: { type: 'string', required: true },
        code: { type: 'string', required: true },
        scope: { type: TEMPLATE_SCOPES, required: true },
        deliveryMethod: { type: NOTIFICATION_METHODS, required: true },
        name: { type: 'string', required: true },
        subject: { type: 'string' },
        body: { type: 'string', required: true },
        projectIds: { type: 'set', items: 'string' },
        openLink: { type: 'string' },
        archived: { type: 'boolean', required: true, default: false },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['templateId'] } },
        byCode: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['organisationId', 'code'] }, sk: { field: 'gsi1sk', composite: ['templateId'] } },
        all: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['organisationId', 'templateId'] } },
        byIdOnly: { index: 'byId', pk: { field: 'idpk', composite: ['templateId'] }, sk: { field: 'idsk', composite: [] } },
      },
    },
    config,
  );
export type NotificationTemplateEntity = ReturnType<typeof notificationTemplateEntity>;
export type NotificationTemplate = EntityItem<NotificationTemplateEntity>;
