import type { Db } from '../db.ts';
import { counterWrite, type TransactionEntities } from '../lists/list-counters.ts';
import type { CandidateInviteGuard } from './candidate-invite-guard-entity.ts';

/** The items a write transaction's callback answers (each `.commit()` of an ElectroDB write). */
export type TransactionItem = ReturnType<Parameters<Db['service']['transaction']['write']>[0]>[number];

/**
 * The guard of one invitation of a candidate into a project, for the transaction that writes the invitation's PENDING
 * booking of that project: it fails when the candidate was already invited into it.
 */
export const projectInviteGuardWrite = (e: Pick<TransactionEntities, 'candidateInviteGuard'>, guard: CandidateInviteGuard) =>
  e.candidateInviteGuard.create(guard).commit();

/** The candidate invitations' guards and batch write: the only code that touches the candidateInviteGuard entity. */
export function createCandidateInviteStore(db: Db) {
  return {
    /** The projects the candidate was invited into in the organisation (their invite guards), each with the upload job that did it. */
    async projectsInvitedInto(organisationId: string, candidateId: string): Promise<Map<string, string | undefined>> {
      // bounded: one guard per project the candidate was ever invited into (a few)
      const { data } = await db.candidateInviteGuard.query.byCandidate({ organisationId, candidateId }).go({ pages: 'all' });
      return new Map(data.map((g) => [g.projectId, g.uploadJobId]));
    },

    /**
     * Candidates' invitations in ONE transaction: each candidate's items (candidate-invite.ts builds them), then each
     * list counter moved once by the sum of the candidates' moves. False when the transaction was cancelled.
     */
    async candidatesInvitedWrite(
      organisationId: string,
      items: readonly ((e: TransactionEntities) => TransactionItem[])[],
      counters: ReadonlyMap<string, number>,
    ): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          ...items.flatMap((itemsOf) => itemsOf(e)),
          ...[...counters].filter(([, n]) => n !== 0).map(([list, n]) => counterWrite(e.listCounter, organisationId, list, n)),
        ])
        .go();
      return !result.canceled;
    },
  };
}
export type CandidateInviteStore = ReturnType<typeof createCandidateInviteStore>;
