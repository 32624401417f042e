import { LABEL_CODES } from '@scheduler/contracts/labels';
import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A label override of one organisation (doc 3 §2.10–2.11, §3).
 * The sort key is the code's exclusivity group (MEETING and MEETINGS share one, as do CANDIDATE and
 * CANDIDATES), so "one label per code, and never both of a pair" is enforced by the write itself.
 * Access patterns:
 * - the labels of an organisation (primary: a partition of their own, `labels#<organisationId>`, so reading them costs
 *   the same however many other records the organisation holds; DynamoDB Local reads a begins_with range of a large
 *   partition longer as it grows, and every list page reads the labels)
 * - one label by id (gsi1)
 * - all labels of every organisation, for the grid admin's "All" filter (gsi2, one partition)
 */
export const configLabelEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'configLabel', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        codeGroup: { type: 'string', required: true },
        labelId: { type: 'string', required: true },
        code: { type: LABEL_CODES, required: true },
        display: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: {
          pk: { field: 'pk', composite: ['organisationId'], template: 'labels#${organisationId}' },
          sk: { field: 'sk', composite: ['codeGroup'] },
        },
        byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['labelId'] }, sk: { field: 'gsi1sk', composite: [] } },
        all: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['organisationId', 'codeGroup'] } },
      },
    },
    config,
  );
export type ConfigLabelEntity = ReturnType<typeof configLabelEntity>;
export type ConfigLabel = EntityItem<ConfigLabelEntity>;
