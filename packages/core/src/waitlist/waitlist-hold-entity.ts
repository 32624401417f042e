import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { STEP_TYPES } from '@scheduler/contracts/roles';

/** The one partition of the holds by expiry: holds are few at any time (one per freed seat, for hours). */
export const HOLD_QUEUE = 'HOLDS';

/**
 * A seat held for a waitlisted candidate (issue 22): the meeting's seat is taken (candidatesConfirmed and
 * candidatesHeld + 1) by the transaction that writes this row, until `holdUntil` (never past the meeting's cancel
 * freeze). The candidate confirms it (it becomes their booking) or the holds job releases it when due.
 * Access patterns:
 * - one hold (primary, pk organisationId + holdId): the e-mail's link, confirm
 * - the holds due, by expiry (gsi1, pk queue, sk holdUntil + organisationId + holdId): the holds job, one Query
 * - the holds of a meeting (gsi2, pk organisationId + meetingId, sk holdId): the meeting's purge
 */
export const waitlistHoldEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'waitlistHold', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        holdId: { type: 'string', required: true },
        bookingId: { type: 'string', required: true },
        meetingId: { type: 'string', required: true },
        candidateId: { type: 'string', required: true },
        projectId: { type: 'string', required: true },
        stepType: { type: STEP_TYPES, required: true },
        heldAt: { type: 'string', required: true },
        /** ISO instant the hold ends (not the table's TTL attribute: a hold is released by its job, never dropped). */
        holdUntil: { type: 'string', required: true },
        queue: { type: 'string', required: true, default: HOLD_QUEUE },
      },
      indexes: {
        byHold: { pk: { field: 'pk', composite: ['organisationId', 'holdId'] }, sk: { field: 'sk', composite: [] } },
        byExpiry: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['queue'] },
          sk: { field: 'gsi1sk', composite: ['holdUntil', 'organisationId', 'holdId'] },
        },
        byMeeting: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['organisationId', 'meetingId'] },
          sk: { field: 'gsi2sk', composite: ['holdId'] },
        },
      },
    },
    config,
  );
export type WaitlistHoldEntity = ReturnType<typeof waitlistHoldEntity>;
export type WaitlistHold = EntityItem<WaitlistHoldEntity>;
