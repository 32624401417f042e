import * as z from 'zod';
import { apiDate, defineEvent, entityId } from './event-base.ts';

const count = z.number().int().nonnegative();

/** The purge job finished for one organisation (purge types all, sanitise, delete). */
export const purgeCompleted = defineEvent('purge.completed', {
  purgeType: z.enum(['all', 'sanitise', 'delete']),
  counts: z.strictObject({ users: count, projects: count, meetings: count, bookings: count }),
});

/** A record's purge date was extended ('Purging Date Extended'). */
export const purgeDateExtended = defineEvent('purge.date-extended', {
  recordType: z.enum(['PROJECT', 'USER', 'MEETING', 'BOOKING']),
  recordId: entityId,
  purgeDate: apiDate,
});

export const purgeEventExamples = [
  purgeCompleted.parse({
    type: 'purge.completed',
    detail: {
      organisationId: '01JQ0ORG0000000000000000AA',
      occurredAt: '2027-03-05T16:00:00.000Z',
      purgeType: 'all',
      counts: { users: 3, projects: 1, meetings: 12, bookings: 40 },
    },
  }),
  purgeDateExtended.parse({
    type: 'purge.date-extended',
    detail: {
      organisationId: '01JQ0ORG0000000000000000AA',
      actorUserId: '01JQ0USR00000000000000ADMN',
      occurredAt: '2027-03-05T01:00:00.000Z',
      recordType: 'MEETING',
      recordId: '01JQ0MTG0000000000000000M1',
      purgeDate: '2027-06-30',
    },
  }),
];
