import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * One resource held by one meeting for the meeting's time (doc 2 §5 "Resources fetched only for assessments";
 * doc 3 §2.12 the resource's bookings). Written with the meeting; moved or deleted with it.
 * Access patterns:
 * - the allocations of a resource by start time (primary, pk organisationId + resourceId, sk start + meetingId):
 *   availability for a range is "start < rangeEnd" on the key and "end > rangeStart" as a filter; the resource's bookings
 * - the allocations of a meeting (gsi1, pk organisationId + meetingId) — to move or release them with the meeting
 */
export const resourceAllocationEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'resourceAllocation', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        resourceId: { type: 'string', required: true },
        meetingId: { type: 'string', required: true },
        /** UTC instants, copied from the meeting. */
        start: { type: 'string', required: true },
        end: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byResource: { pk: { field: 'pk', composite: ['organisationId', 'resourceId'] }, sk: { field: 'sk', composite: ['start', 'meetingId'] } },
        byMeeting: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'meetingId'] },
          sk: { field: 'gsi1sk', composite: ['resourceId'] },
        },
      },
    },
    config,
  );
export type ResourceAllocationEntity = ReturnType<typeof resourceAllocationEntity>;
export type ResourceAllocation = EntityItem<ResourceAllocationEntity>;
