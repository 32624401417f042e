import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * The uniqueness guard "one invitation of a candidate into a project" (DESIGN §3.7): candidate-invite.ts creates it
 * with attribute_not_exists in the same transaction as the candidate's PENDING booking of that project, so neither a
 * second single invite, nor a row repeated in an upload, nor a re-run of the same file gives a second booking.
 * Access patterns:
 * - the guard of one candidate and project (primary, pk organisationId + candidateId, sk projectId)
 * - the projects a candidate was invited into (primary, pk organisationId + candidateId)
 */
export const candidateInviteGuardEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'candidateInviteGuard', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        candidateId: { type: 'string', required: true },
        projectId: { type: 'string', required: true },
        bookingId: { type: 'string', required: true },
        /** The upload job that invited the candidate (a job taken over finds the rows its dead holder did by it). */
        uploadJobId: { type: 'string' },
        /**
         * The row of the job's file that invited the candidate: that row done again after a takeover is counted once,
         * while the e-mail repeated on another row of the file is already invited.
         */
        uploadRow: { type: 'number' },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byCandidate: {
          pk: { field: 'pk', composite: ['organisationId', 'candidateId'] },
          sk: { field: 'sk', composite: ['projectId'] },
        },
      },
    },
    config,
  );
export type CandidateInviteGuardEntity = ReturnType<typeof candidateInviteGuardEntity>;
export type CandidateInviteGuard = EntityItem<CandidateInviteGuardEntity>;
