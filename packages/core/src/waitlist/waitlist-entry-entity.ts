import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { STEP_TYPES } from '@scheduler/contracts/roles';

export const WAITLIST_STATES = ['WAITING', 'HELD'] as const;
export const WAITLIST_METHODS = ['ONSITE', 'REMOTE', 'BOTH'] as const;

/**
 * A candidate's place on the waitlist of one project step (issue 22): one row per PENDING booking (the candidate's
 * step), WAITING for a seat or HELD (a seat is held for them: `holdId`, waitlist-hold-entity.ts).
 * `joinedAt` is when they joined (shown, kept); `queuedAt` orders the queue: the join time, moved to the end of the
 * queue when a hold of theirs expires unconfirmed.
 * Access patterns:
 * - the entry of one booking (primary, pk organisationId + bookingId): join, leave, the hold's conditions
 * - a project step's queue in order (gsi1, pk organisationId + projectId, sk stepType + queuedAt + bookingId): one
 *   Query per step (the promoter, the admin's waitlist page, the position on the candidate home), or per project
 *   (its purge)
 * - a candidate's entries (gsi2, pk organisationId + candidateId, sk bookingId): their purge and sanitise
 */
export const waitlistEntryEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'waitlistEntry', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        bookingId: { type: 'string', required: true },
        candidateId: { type: 'string', required: true },
        projectId: { type: 'string', required: true },
        stepType: { type: STEP_TYPES, required: true },
        state: { type: WAITLIST_STATES, required: true },
        joinedAt: { type: 'string', required: true },
        queuedAt: { type: 'string', required: true },
        /** The first and last day (in the meeting's zone) the candidate would take a seat on; open when absent. */
        fromDate: { type: 'string' },
        toDate: { type: 'string' },
        deliveryMethod: { type: WAITLIST_METHODS, required: true },
        /** HELD: the hold of the seat (waitlist-hold-entity.ts). */
        holdId: { type: 'string' },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byBooking: { pk: { field: 'pk', composite: ['organisationId', 'bookingId'] }, sk: { field: 'sk', composite: [] } },
        byStep: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'projectId'] },
          sk: { field: 'gsi1sk', composite: ['stepType', 'queuedAt', 'bookingId'] },
        },
        byCandidate: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['organisationId', 'candidateId'] },
          sk: { field: 'gsi2sk', composite: ['bookingId'] },
        },
      },
    },
    config,
  );
export type WaitlistEntryEntity = ReturnType<typeof waitlistEntryEntity>;
export type WaitlistEntry = EntityItem<WaitlistEntryEntity>;
