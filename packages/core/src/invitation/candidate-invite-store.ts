import type { Db } from '../db.ts';
import { counterWrite, type TransactionEntities } from '../lists/list-counters.ts';
import type { CandidateInviteGuard } from './candidate-invite-guard-entity.ts';

/** The upload job and row of its file that wrote an invite guard (neither for a single invite). */
export type InvitedBy = Pick<CandidateInviteGuard, 'uploadJobId' | 'uploadRow'>;

/** The items a write transaction's callback answers (each `.commit()` of an ElectroDB write). */
export type TransactionItem = ReturnType<Parameters<Db['service']['transaction']['write']>[0]>[number];

/**
 * The guard of one invitation of a candidate into a project, for the transaction that writes the invitation's PENDING
 * booking of that project: it fails when the candidate was already invited into it.
 */
export const projectInviteGuardWrite = (e: Pick<TransactionEntities, 'candidateInviteGuard'>, guard: CandidateInviteGuard) =>
  e.candidateInviteGuard.create(guard).commit();

/** Sends of one invitation transaction that DynamoDB cancelled for a conflict with another in flight. */
const CONFLICT_ATTEMPTS = 5;
/** The longest pause before a conflicting transaction's next send, times its attempt (a random part of it). */
const CONFLICT_PAUSE_MS = 40;

type CancellationReason = { code: string };
/** A cancellation caused by transactions in flight alone: no condition failed, so the same write may go again. */
const onlyConflicts = (reasons: readonly CancellationReason[]) =>
  reasons.some((r) => r.code === 'TransactionConflict') && !reasons.some((r) => r.code === 'ConditionalCheckFailed');

/** The candidate invitations' guards and batch write: the only code that touches the candidateInviteGuard entity. */
export function createCandidateInviteStore(db: Db) {
  return {
    /** The projects the candidate was invited into in the organisation (their invite guards), each with the upload row that did it. */
    async projectsInvitedInto(organisationId: string, candidateId: string): Promise<Map<string, InvitedBy>> {
      // bounded: one guard per project the candidate was ever invited into (a few)
      const { data } = await db.candidateInviteGuard.query.byCandidate({ organisationId, candidateId }).go({ pages: 'all' });
      return new Map(data.map((g) => [g.projectId, { uploadJobId: g.uploadJobId, uploadRow: g.uploadRow }]));
    },

    /**
     * Candidates' invitations in ONE transaction: each candidate's items (candidate-invite.ts builds them), then each
     * list counter moved once by the sum of the candidates' moves, on `shard` (an upload's slot) or a random one.
     * A transaction cancelled only by TransactionConflict (another in flight wrote one of its items; nothing was
     * written) is sent again after a short random pause, a few times. False when it was refused (a condition failed,
     * or it kept conflicting).
     */
    async candidatesInvitedWrite(
      organisationId: string,
      items: readonly ((e: TransactionEntities) => TransactionItem[])[],
      counters: ReadonlyMap<string, number>,
      shard?: number,
    ): Promise<boolean> {
      for (let attempt = 1; ; attempt++) {
        const result = await db.service.transaction
          .write((e) => [
            ...items.flatMap((itemsOf) => itemsOf(e)),
            ...[...counters].filter(([, n]) => n !== 0).map(([list, n]) => counterWrite(e.listCounter, organisationId, list, n, shard)),
          ])
          .go();
        if (!result.canceled) return true;
        if (attempt >= CONFLICT_ATTEMPTS || !onlyConflicts(result.data as CancellationReason[])) return false;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * CONFLICT_PAUSE_MS * attempt));
      }
    },
  };
}
export type CandidateInviteStore = ReturnType<typeof createCandidateInviteStore>;
