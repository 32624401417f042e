import type { Db } from '../db.ts';
import type { SearchTokenRow, TokenAccess } from './user-search-tokens.ts';

/** Accesses read per page by the token backfill (user-search-backfill.ts). */
const BACKFILL_PAGE = 500;

/** What the search reads of a token row: the access's key and list fields. */
const SEARCHED = ['organisationId', 'userId', 'userType', 'listTab', 'listName', 'listSearch'] as const;

/** The user search's token rows: the search's read, and the backfill's reads and puts. */
export function createSearchTokenStore(db: Db) {
  return {
    /**
     * The organisation's accesses with a word beginning with `word`, as their token rows carry them (one per access;
     * every page: reads ∝ the matches).
     */
    async accessesWithWord(organisationId: string, word: string): Promise<TokenAccess[]> {
      const { data } = await db.userSearchToken.query
        .byToken({ organisationId })
        .begins({ token: word })
        .go({ pages: 'all', attributes: [...SEARCHED] });
      return [...new Map(data.map((t) => [t.userId, t])).values()];
    },

    /** Every organisation's id (few: the grid admin's list). */
    async organisationIds(): Promise<string[]> {
      return (await db.organisation.query.all({}).go({ pages: 'all', attributes: ['organisationId'] })).data.map((o) => o.organisationId);
    },

    /** A page of the organisation's accesses, their keys and list fields, and the cursor of the next (null: the last). */
    async accessListPage(organisationId: string, cursor: string | null): Promise<{ data: TokenAccess[]; cursor: string | null }> {
      return db.userOrgAccess.query.byOrganisation({ organisationId }).go({ cursor, limit: BACKFILL_PAGE, attributes: [...SEARCHED] });
    },

    /** Token rows put (idempotent), in batches. */
    async tokenRowsPut(rows: SearchTokenRow[]): Promise<void> {
      if (rows.length === 0) return;
      const { unprocessed } = await db.userSearchToken.put(rows).go({ concurrency: 4 });
      if (unprocessed.length > 0) throw new Error(`search tokens: ${unprocessed.length} rows left unprocessed`);
    },
  };
}
