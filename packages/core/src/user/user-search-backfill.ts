import type { Db } from '../db.ts';
import { searchTokensOf } from './user-search-words.ts';

/** Accesses read, and their token rows written, per step (one page of an organisation's accesses). */
const PAGE = 500;

/**
 * The data layout 6 migration (table.ts DATA_LAYOUT_VERSION): the search token rows (user-search-token-entity.ts) of
 * every access written before the writes kept them, organisation by organisation, a page of accesses at a time. Puts
 * are idempotent, so a run can be repeated or resumed from any organisation. A write that changes an access while the
 * backfill runs can leave a word it took away (the backfill read the access before): the search checks each row's
 * own search text, so such a word only costs a read. Answers the accesses and token rows written.
 */
export async function backfillSearchTokens(db: Db, organisationIds?: readonly string[]): Promise<{ accesses: number; tokens: number }> {
  const ids =
    organisationIds ?? (await db.organisation.query.all({}).go({ pages: 'all', attributes: ['organisationId'] })).data.map((o) => o.organisationId);
  let accesses = 0;
  let tokens = 0;
  for (const organisationId of ids) {
    let cursor: string | null = null;
    do {
      const page: { data: { userId: string; listSearch?: string }[]; cursor: string | null } = await db.userOrgAccess.query
        .byOrganisation({ organisationId })
        .go({ cursor, limit: PAGE, attributes: ['organisationId', 'userId', 'listSearch'] });
      const rows: { organisationId: string; token: string; userId: string }[] = page.data.flatMap((a) =>
        searchTokensOf(a.listSearch ?? '').map((token) => ({ organisationId, token, userId: a.userId })),
      );
      if (rows.length > 0) {
        const { unprocessed } = await db.userSearchToken.put(rows).go({ concurrency: 4 });
        if (unprocessed.length > 0) throw new Error(`search token backfill: ${unprocessed.length} rows of ${organisationId} left unprocessed`);
      }
      accesses += page.data.length;
      tokens += rows.length;
      cursor = page.cursor;
    } while (cursor);
  }
  return { accesses, tokens };
}
