import type { Db } from '../db.ts';

/** A token row (user-search-token-entity.ts). */
export interface SearchTokenRow {
  organisationId: string;
  token: string;
  userId: string;
}

/** Accesses read per page by the layout 6 backfill (user-search-backfill.ts). */
const BACKFILL_PAGE = 500;

/** The user search's token rows: the search's read, and the backfill's reads and puts. */
export function createSearchTokenStore(db: Db) {
  return {
    /** The ids of the organisation's people with a word beginning with `word` (every page: reads ∝ the matches). */
    async peopleWithWord(organisationId: string, word: string): Promise<string[]> {
      const { data } = await db.userSearchToken.query
        .byToken({ organisationId })
        .begins({ token: word })
        .go({ pages: 'all', attributes: ['userId'] });
      return [...new Set(data.map((t) => t.userId))];
    },

    /** Every organisation's id (few: the grid admin's list). */
    async organisationIds(): Promise<string[]> {
      return (await db.organisation.query.all({}).go({ pages: 'all', attributes: ['organisationId'] })).data.map((o) => o.organisationId);
    },

    /** A page of the organisation's accesses, their ids and search texts, and the cursor of the next (null: the last). */
    async accessTextsPage(
      organisationId: string,
      cursor: string | null,
    ): Promise<{ data: { userId: string; listSearch?: string }[]; cursor: string | null }> {
      return db.userOrgAccess.query.byOrganisation({ organisationId }).go({ cursor, limit: BACKFILL_PAGE, attributes: ['userId', 'listSearch'] });
    },

    /** Token rows put (idempotent), in batches. */
    async tokenRowsPut(rows: SearchTokenRow[]): Promise<void> {
      if (rows.length === 0) return;
      const { unprocessed } = await db.userSearchToken.put(rows).go({ concurrency: 4 });
      if (unprocessed.length > 0) throw new Error(`search tokens: ${unprocessed.length} rows left unprocessed`);
    },
  };
}
