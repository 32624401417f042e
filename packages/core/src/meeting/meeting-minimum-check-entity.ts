import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * The go/no-go check of one assessment at one cancel-freeze deadline (meeting-minimum.ts): written once, on condition
 * that it does not exist, in the transaction that flags the meeting under its minimum and writes its
 * meeting.under-minimum event, so overlapping or repeated runs of the job alert once per meeting and deadline. A
 * meeting edited to another deadline is checked again (another row). `expiresAt` (TTL) lets the row go a while
 * after the meeting, so the purge needs nothing of it.
 * Access pattern: the check of one meeting at one deadline (primary, pk organisationId + meetingId, sk deadline).
 */
export const meetingMinimumCheckEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'meetingMinimumCheck', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        meetingId: { type: 'string', required: true },
        /** UTC instant: the meeting's start minus the candidate cancel freeze. */
        deadline: { type: 'string', required: true },
        confirmed: { type: 'number', required: true },
        minimum: { type: 'number', required: true },
        checkedAt: { type: 'string', required: true },
        /** Epoch seconds (the table's TTL). */
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byMeeting: { pk: { field: 'pk', composite: ['organisationId', 'meetingId'] }, sk: { field: 'sk', composite: ['deadline'] } },
      },
    },
    config,
  );
export type MeetingMinimumCheck = EntityItem<ReturnType<typeof meetingMinimumCheckEntity>>;
