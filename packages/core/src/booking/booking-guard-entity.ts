import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { STEP_TYPES } from '@scheduler/contracts/roles';

/**
 * The uniqueness guard "one confirmed booking per candidate per project step" (DESIGN §3.7).
 * booking-store-seats.ts writes it in the same transaction that confirms the booking, on condition that it does not exist
 * or already names that booking (a MISSED/INCOMPLETE rebook), and deletes it in the transaction that cancels it (also
 * the gap rule's automatic cancellation); the completion writes (booking-status-write.ts) release it for INCOMPLETE and
 * MISSED and keep it for COMPLETE.
 * Access patterns:
 * - the guard of one candidate and step (primary, pk organisationId + candidateId, sk projectId + stepType)
 * - the guards of a candidate (primary, pk organisationId + candidateId)
 */
export const bookingGuardEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'bookingGuard', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        candidateId: { type: 'string', required: true },
        projectId: { type: 'string', required: true },
        stepType: { type: STEP_TYPES, required: true },
        bookingId: { type: 'string', required: true },
        meetingId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byCandidate: {
          pk: { field: 'pk', composite: ['organisationId', 'candidateId'] },
          sk: { field: 'sk', composite: ['projectId', 'stepType'] },
        },
      },
    },
    config,
  );
export type BookingGuardEntity = ReturnType<typeof bookingGuardEntity>;
export type BookingGuard = EntityItem<BookingGuardEntity>;
