import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { backfillSearchTokens } from './user-search-backfill.ts';
import { searchTokenRowsOf } from './user-search-tokens.ts';
import { searchTokensOf } from './user-search-words.ts';

const { db } = testDb();
const stamp = new Date().toISOString();

/** Accesses as a layout 5 table holds them: their list fields, no token rows. */
async function layout5Accesses(rows: readonly { organisationId: string; listSearch: string }[]) {
  const { unprocessed } = await db.userOrgAccess
    .put(
      rows.map(({ organisationId, listSearch }) => ({
        organisationId,
        userId: ulid(),
        userType: 'CANDIDATE' as const,
        active: true,
        status: 'ACTIVE' as const,
        listTab: 'ACTIVE' as const,
        listName: listSearch.split('\u001f')[0]!,
        listSearch,
        createdAt: stamp,
        updatedAt: stamp,
      })),
    )
    .go({ concurrency: 4 });
  expect(unprocessed).toEqual([]);
}

/** Token rows as the search reads them, in one order. */
const sortedRows = (rows: readonly Record<string, unknown>[]) =>
  rows
    .map(({ organisationId, userId, token, userType, listTab, listName, listSearch }) => ({
      organisationId,
      userId,
      token,
      userType,
      listTab,
      listName,
      listSearch,
    }))
    .sort((a, b) => `${a.userId} ${a.token}`.localeCompare(`${b.userId} ${b.token}`));

describe('the search token backfill', () => {
  it("writes every access's token rows, page by page, and a second run changes nothing", async () => {
    const orgs = [ulid(), ulid()];
    // 520 in the first organisation (two pages), 11 in the second.
    const texts = Array.from({ length: 531 }, (_, i) => `p${i} smith\u001f\u001f\u001factive`);
    await layout5Accesses(texts.map((listSearch, i) => ({ organisationId: orgs[i < 520 ? 0 : 1]!, listSearch })));
    const expected = texts.reduce((n, t) => n + searchTokensOf(t).length, 0);
    expect(await backfillSearchTokens(db, orgs)).toEqual({ accesses: texts.length, tokens: expected });
    for (const organisationId of orgs) {
      const { data: accesses } = await db.userOrgAccess.query.byOrganisation({ organisationId }).go({ pages: 'all' });
      const { data: tokens } = await db.userSearchToken.query.byToken({ organisationId }).go({ pages: 'all' });
      const held = new Set(tokens.map((t) => `${t.userId} ${t.token}`));
      expect(held.size).toBe(accesses.reduce((n, a) => n + searchTokensOf(a.listSearch).length, 0));
      for (const a of accesses) for (const token of searchTokensOf(a.listSearch)) expect(held.has(`${a.userId} ${token}`)).toBe(true);
      expect(sortedRows(tokens)).toEqual(sortedRows(accesses.flatMap(searchTokenRowsOf)));
    }
    expect(await backfillSearchTokens(db, orgs)).toEqual({ accesses: texts.length, tokens: expected });
    const { data: again } = await db.userSearchToken.query.byToken({ organisationId: orgs[0]! }).go({ pages: 'all' });
    expect(again.length).toBe(texts.slice(0, 520).reduce((n, t) => n + searchTokensOf(t).length, 0));
  }, 120_000);

  it("rewrites token rows of an earlier layout with the access's current list fields", async () => {
    const organisationId = ulid();
    await layout5Accesses([{ organisationId, listSearch: 'ann lee\u001f\u001f\u001factive' }]);
    const { data: accesses } = await db.userOrgAccess.query.byOrganisation({ organisationId }).go();
    const stale = searchTokenRowsOf({ ...accesses[0]!, listTab: 'ARCHIVED', listName: 'old name' });
    await db.userSearchToken.put(stale).go();
    await backfillSearchTokens(db, [organisationId]);
    const { data: tokens } = await db.userSearchToken.query.byToken({ organisationId }).go({ pages: 'all' });
    expect(sortedRows(tokens)).toEqual(sortedRows(accesses.flatMap(searchTokenRowsOf)));
  });
});
