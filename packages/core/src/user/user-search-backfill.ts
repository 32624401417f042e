import type { Db } from '../db.ts';
import { createSearchTokenStore, type SearchTokenRow } from './user-search-token-store.ts';
import { searchTokensOf } from './user-search-words.ts';

/**
 * The data layout 6 migration (table.ts DATA_LAYOUT_VERSION): the search token rows (user-search-token-entity.ts) of
 * every access written before the writes kept them, organisation by organisation, a page of accesses at a time. Puts
 * are idempotent, so a run can be repeated or resumed from any organisation. A write that changes an access while the
 * backfill runs can leave a word it took away (the backfill read the access before): the search checks each row's
 * own search text, so such a word only costs a read. Answers the accesses and token rows written.
 */
export async function backfillSearchTokens(db: Db, organisationIds?: readonly string[]): Promise<{ accesses: number; tokens: number }> {
  const store = createSearchTokenStore(db);
  let accesses = 0;
  let tokens = 0;
  for (const organisationId of organisationIds ?? (await store.organisationIds())) {
    let cursor: string | null = null;
    do {
      const page = await store.accessTextsPage(organisationId, cursor);
      const rows: SearchTokenRow[] = page.data.flatMap((a) =>
        searchTokensOf(a.listSearch ?? '').map((token) => ({ organisationId, token, userId: a.userId })),
      );
      await store.tokenRowsPut(rows);
      accesses += page.data.length;
      tokens += rows.length;
      cursor = page.cursor;
    } while (cursor);
  }
  return { accesses, tokens };
}
