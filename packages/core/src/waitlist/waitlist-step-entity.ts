import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { STEP_TYPES } from '@scheduler/contracts/roles';

/** The one partition of the steps with a waitlist: the sweep reads them all. */
export const STEP_QUEUE = 'WAITLISTED_STEPS';

/**
 * A project step that has (or lately had) a waitlist, for the holds job's sweep (issue 22: the sweep promotes into
 * free seats whatever event was lost). Written by every join in the join's transaction (`touchedAt` = the join);
 * the sweep deletes it once it finds the queue empty, on condition that no join touched it since (and only a while
 * after the last join, the queue index being eventually consistent).
 * Access patterns:
 * - one step (primary, pk organisationId + projectId, sk stepType)
 * - every step with a waitlist (gsi1, pk queue, sk organisationId + projectId + stepType): the sweep, one Query
 */
export const waitlistStepEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'waitlistStep', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        projectId: { type: 'string', required: true },
        stepType: { type: STEP_TYPES, required: true },
        touchedAt: { type: 'string', required: true },
        queue: { type: 'string', required: true, default: STEP_QUEUE },
      },
      indexes: {
        byStep: { pk: { field: 'pk', composite: ['organisationId', 'projectId'] }, sk: { field: 'sk', composite: ['stepType'] } },
        bySweep: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['queue'] },
          sk: { field: 'gsi1sk', composite: ['organisationId', 'projectId', 'stepType'] },
        },
      },
    },
    config,
  );
export type WaitlistStepEntity = ReturnType<typeof waitlistStepEntity>;
export type WaitlistStep = EntityItem<WaitlistStepEntity>;
