import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * One resource held by one meeting for the meeting's time (doc 2 §5 "Resources fetched only for assessments";
 * doc 3 §2.12 the resource's bookings). Written with the meeting; moved or deleted with it.
 * Access patterns:
 * - the allocations of a resource by start time (primary, pk organisationId + resourceId, sk start + meetingId):
 *   the allocations overlapping a range are those starting between rangeStart − MAX_RESOURCE_HOLD_HOURS and rangeEnd
 *   (the key range) whose end is after rangeStart (a filter); the resource's bookings
 * - the allocations of an organisation by start time (gsi2, pk organisationId, sk start + resourceId + meetingId):
 *   the availability of every resource for one slot in one key-range read
 * - the allocations of a meeting (gsi1, pk organisationId + meetingId) — to move or release them with the meeting
 * No two meetings hold one resource at overlapping times: the hold (resource-store-holds.ts) writes its allocations in one
 * transaction with the resource's allocationVersion, conditioned on the version read with the window.
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
        byOrganisationStart: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['organisationId'] },
          sk: { field: 'gsi2sk', composite: ['start', 'resourceId', 'meetingId'] },
        },
      },
    },
    config,
  );
export type ResourceAllocationEntity = ReturnType<typeof resourceAllocationEntity>;
export type ResourceAllocation = EntityItem<ResourceAllocationEntity>;
