import type { TransactionEntities } from '../lists/list-counters.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import { searchTokensOf } from './user-search-words.ts';

/** An access as its token rows carry it: its key and its list fields (user-search-token-entity.ts). */
export type TokenAccess = Pick<UserOrgAccess, 'organisationId' | 'userId' | 'userType' | 'listTab' | 'listName' | 'listSearch'>;

/** A token row (user-search-token-entity.ts): one word of the access's search text, with its list fields. */
export type SearchTokenRow = TokenAccess & { token: string };

/** The token rows of an access: one per word of its search text, each with the access's list fields. */
export const searchTokenRowsOf = ({ organisationId, userId, userType, listTab, listName, listSearch }: TokenAccess): SearchTokenRow[] =>
  searchTokensOf(listSearch).map((token) => ({ organisationId, userId, userType, ...(listTab ? { listTab } : {}), listName, listSearch, token }));

const sameFields = (a: TokenAccess, b: TokenAccess) =>
  a.userType === b.userType && a.listTab === b.listTab && a.listName === b.listName && a.listSearch === b.listSearch;

/**
 * The token rows a change of an access's list fields deletes and puts: nothing when the fields stay; otherwise the
 * rows of the words gone deleted and EVERY row of the new fields put (each row carries them), at most
 * 2 × SEARCH_TOKENS_PER_ACCESS items. `before` undefined: a new access (or one without rows); `after` undefined: the
 * access is deleted.
 */
export function searchTokenChanges(before: TokenAccess | undefined, after: TokenAccess | undefined) {
  if (before && after && sameFields(before, after)) return { gone: [], put: [] };
  const put = after ? searchTokenRowsOf(after) : [];
  const kept = new Set(put.map((r) => r.token));
  return { gone: before ? searchTokenRowsOf(before).filter((r) => !kept.has(r.token)) : [], put };
}

/** The token rows a change of an access's list fields writes (searchTokenChanges), for the change's own transaction. */
export function searchTokenWrites(entity: TransactionEntities['userSearchToken'], before: TokenAccess | undefined, after: TokenAccess | undefined) {
  const { gone, put } = searchTokenChanges(before, after);
  return [
    ...gone.map(({ organisationId, token, userId }) => entity.delete({ organisationId, token, userId }).commit()),
    ...put.map((row) => entity.put(row).commit()),
  ];
}

/** How many token rows an access of search text `listSearch` holds (a transaction counts its items). */
export const searchTokenCount = (listSearch: string) => searchTokensOf(listSearch).length;
