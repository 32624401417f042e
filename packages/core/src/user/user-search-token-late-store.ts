import type { CreateEntityItem } from 'electrodb';
import type { Db } from '../db.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import { createUserListReads } from './user-list-reads.ts';
import type { UserOrgAccessEntity } from './user-org-access-entity.ts';
import { type SearchTokenRow, searchTokenChanges, searchTokenRowsOf, type TokenAccess } from './user-search-tokens.ts';

/** Rounds of puts and checks before the write gives up on accesses that keep changing. */
const ROUNDS = 5;
/** Batch writes in flight (25 rows each). */
const CONCURRENCY = 4;

/**
 * A new access whose search token rows a batch writes after its transaction (tokensWrittenLate): an upload's invited
 * rows, whose transactions carry several candidates and the hot list counters, so seven token rows a candidate would
 * halve the candidates a transaction holds. 1 item.
 */
export const accessCreatedTokensLaterWrite = (
  e: Pick<TransactionEntities, 'userOrgAccess'>,
  access: CreateEntityItem<UserOrgAccessEntity> & { listName: string; listSearch: string },
) => e.userOrgAccess.create(access).commit();

/** The search token rows of accesses written without them (accessCreatedTokensLaterWrite), outside any transaction. */
export function createLateSearchTokenStore(db: Db) {
  const reads = createUserListReads(db);

  async function rowsWritten(puts: SearchTokenRow[], deletes: SearchTokenRow[]) {
    const keys = deletes.map(({ organisationId, token, userId }) => ({ organisationId, token, userId }));
    const [put, deleted] = await Promise.all([
      puts.length ? db.userSearchToken.put(puts).go({ concurrency: CONCURRENCY }) : { unprocessed: [] },
      keys.length ? db.userSearchToken.delete(keys).go({ concurrency: CONCURRENCY }) : { unprocessed: [] },
    ]);
    const left = put.unprocessed.length + deleted.unprocessed.length;
    if (left > 0) throw new Error(`search tokens: ${left} rows left unprocessed`);
  }

  return {
    /**
     * The token rows of the organisation's accesses as they were written (`written`, each with its list fields), put,
     * then each access read again: a write that changed one meanwhile moved its rows in its own transaction from rows
     * perhaps not there yet, and this put may have brought back words it took away, so the rows move from the fields
     * written to the access's current ones (searchTokenChanges; all of them when it was deleted) and it is checked
     * again, until every access reads as its rows were last written (an access named twice: its last). Idempotent: a job that resumes writes the same
     * rows again. Throws when accesses keep changing for ROUNDS rounds (the job's row is tried again).
     */
    async tokensWrittenLate(organisationId: string, written: readonly TokenAccess[]): Promise<void> {
      const accesses = [...new Map(written.map((a) => [a.userId, a])).values()];
      let watched: { userId: string; rowsOf: TokenAccess | undefined }[] = accesses.map((a) => ({ userId: a.userId, rowsOf: a }));
      let puts = accesses.flatMap(searchTokenRowsOf);
      let deletes: SearchTokenRow[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        await rowsWritten(puts, deletes);
        const current = new Map(
          (
            await reads.accessesOf(
              organisationId,
              watched.map((w) => w.userId),
            )
          ).map((a) => [a.userId, a]),
        );
        const moved = watched.map((w) => ({ w, now: current.get(w.userId), ...searchTokenChanges(w.rowsOf, current.get(w.userId)) }));
        const changed = moved.filter((m) => m.gone.length > 0 || m.put.length > 0);
        if (changed.length === 0) return;
        puts = changed.flatMap((m) => m.put);
        deletes = changed.flatMap((m) => m.gone);
        watched = changed.map((m) => ({ userId: m.w.userId, rowsOf: m.now }));
      }
      throw new Error(`search tokens: ${watched.length} accesses kept changing while their token rows were written`);
    },
  };
}
