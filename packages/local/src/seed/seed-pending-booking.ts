import { ulid } from 'ulid';
import type { StepType } from '@scheduler/contracts/roles';
import type { Booking } from '@scheduler/core/booking/booking-entity';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import type { Db } from '@scheduler/core/db';

export interface SeedPendingBookingInput {
  organisationId: string;
  candidateId: string;
  projectId: string;
  stepType: StepType;
  stamp: string;
}

/**
 * A PENDING booking of a candidate's step as the seed and the bench write one: through the list writes (one
 * transaction), so the booking list's counters count it. It is then booked, where needed, through bookSeat.
 */
export async function seedPendingBooking(db: Db, input: SeedPendingBookingInput): Promise<Booking> {
  const { stamp } = input;
  const booking = {
    organisationId: input.organisationId,
    bookingId: ulid(),
    candidateId: input.candidateId,
    projectId: input.projectId,
    stepType: input.stepType,
    status: 'PENDING' as const,
    statusDate: stamp,
    createdAt: stamp,
    updatedAt: stamp,
  };
  await db.service.transaction.write((entities) => bookingCreate(entities, booking)).go();
  return booking as Booking;
}
