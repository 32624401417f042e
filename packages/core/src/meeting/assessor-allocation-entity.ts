import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * One assessor (or invigilator, or admin running a meeting) held by one meeting for the meeting's time (doc 2 §5:
 * "assessor and room are held by the same write that saves the meeting"). Written, moved and deleted only in the
 * meeting's own transaction (meeting-store-assessor-hold.ts).
 * Access patterns:
 * - the allocations of an assessor in an organisation by start (primary, pk organisationId + assessorId, sk start +
 *   meetingId): the allocations overlapping a slot are those starting between slotStart − MAX_MEETING_HOURS and
 *   slotEnd (the key range) whose end is after slotStart (a filter). A primary-key range, so it is read consistently:
 *   a hold committed before the guard's version was read is always seen (a GSI could lag behind it).
 * - the allocations of a meeting (gsi1, pk organisationId + meetingId): to move or release them with the meeting
 */
export const assessorAllocationEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'assessorAllocation', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        assessorId: { type: 'string', required: true },
        meetingId: { type: 'string', required: true },
        /** UTC instants, copied from the meeting. */
        start: { type: 'string', required: true },
        end: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byAssessor: { pk: { field: 'pk', composite: ['organisationId', 'assessorId'] }, sk: { field: 'sk', composite: ['start', 'meetingId'] } },
        byMeeting: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'meetingId'] },
          sk: { field: 'gsi1sk', composite: ['assessorId'] },
        },
      },
    },
    config,
  );
export type AssessorAllocationEntity = ReturnType<typeof assessorAllocationEntity>;
export type AssessorAllocation = EntityItem<AssessorAllocationEntity>;
