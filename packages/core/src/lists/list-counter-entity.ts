import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * How many rows one list of an organisation holds (DESIGN §3.7: totals from counters kept by the writes). The write
 * that moves a row into or out of a list adds or subtracts in the same transaction (lists/list-counters.ts
 * counterWrite), so a first page reads its counter instead of counting the list. `list` names the list, e.g. `user#CANDIDATE#ACTIVE`,
 * `booking#CONFIRMED#2027-03-01`, `meeting#ACTIVE`; a list's count is spread over a few items, its shards (`list`
 * itself and `list~1` … `list~7`, lists/list-counter-shards.ts), and read as their sum.
 * Access patterns:
 * - one counter, and the counters of an organisation whose name begins with a prefix or lies in a range
 *   (primary, pk organisationId, sk list)
 */
export const listCounterEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'listCounter', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        list: { type: 'string', required: true },
        count: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['list'] } },
      },
    },
    config,
  );
export type ListCounterEntity = ReturnType<typeof listCounterEntity>;
export type ListCounter = EntityItem<ListCounterEntity>;
