import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { STEP_TYPES } from '@scheduler/contracts/roles';

/**
 * The uniqueness guard "one confirmed booking per candidate per project step" (DESIGN §3.7).
 * booking-capacity.ts creates it with attribute_not_exists in the same transaction that confirms the booking,
 * and deletes it in the transaction that cancels it; nothing else writes it.
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
