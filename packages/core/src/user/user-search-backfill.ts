import type { Db } from '../db.ts';
import { createSearchTokenStore } from './user-search-token-store.ts';
import { searchTokenRowsOf } from './user-search-tokens.ts';

/**
 * The search token rows (user-search-token-entity.ts) of every access, with its current list fields, organisation by
 * organisation, a page of accesses at a time: writes them for a table of layout 5 (no token rows) and rewrites them
 * with the list fields for a table of layout 6 (token rows of keys only). Puts are idempotent, so a run can be
 * repeated or resumed from any organisation. Run it before the code of the new layout writes (the local runtime
 * refuses a table whose layout mark it has not raised): a write that changes an access while it runs can leave
 * rows of the fields it read before, and the search chooses its page on them; a word it took away stays with the
 * old fields. Answers the accesses and token rows written.
 */
export async function backfillSearchTokens(db: Db, organisationIds?: readonly string[]): Promise<{ accesses: number; tokens: number }> {
  const store = createSearchTokenStore(db);
  let accesses = 0;
  let tokens = 0;
  for (const organisationId of organisationIds ?? (await store.organisationIds())) {
    let cursor: string | null = null;
    do {
      const page = await store.accessListPage(organisationId, cursor);
      const rows = page.data.flatMap(searchTokenRowsOf);
      await store.tokenRowsPut(rows);
      accesses += page.data.length;
      tokens += rows.length;
      cursor = page.cursor;
    } while (cursor);
  }
  return { accesses, tokens };
}
