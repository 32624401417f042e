import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * The uniqueness guard "an Organisation-scope template code exists once per organisation" (doc 3 §5).
 * Created with attribute_not_exists in the transaction that writes such a template, deleted in the one that
 * archives it or moves it to Project scope (notification-template-writes.ts).
 * Access patterns:
 * - the guard of one organisation and code (primary, pk organisationId, sk code)
 */
export const templateCodeGuardEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'templateCodeGuard', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        code: { type: 'string', required: true },
        templateId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byCode: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['code'] } },
      },
    },
    config,
  );
export type TemplateCodeGuardEntity = ReturnType<typeof templateCodeGuardEntity>;
export type TemplateCodeGuard = EntityItem<TemplateCodeGuardEntity>;
