import type { UserType } from '@scheduler/contracts/roles';
import type { Db } from '../db.ts';
import type { IndexItem } from '../lists/index-page.ts';
import type { UserListType } from './user-access-status.ts';
import { createUserListReads } from './user-list-reads.ts';
import { createSearchTokenStore } from './user-search-token-store.ts';
import type { TokenAccess } from './user-search-tokens.ts';
import { matchesSearch, searchWordOf } from './user-search-words.ts';

/** One tab of one user type (ALL: every tab of the type). */
export interface SearchedTab {
  userType: UserType;
  listType: UserListType;
}

/** The order of the list indexes (user-org-access-entity.ts list1sk / list2sk: the sort name, then the user id). */
const listOrder = (a: TokenAccess) => `${a.listName}#userid_${a.userId.toLowerCase()}`;

/**
 * The user list's search by its token rows (user-search-words.ts, word prefix): the people with a word that begins
 * with the term's longest word (one query, every page), of those the ones in the tabs asked for that match the whole
 * term, chosen and ordered on the list fields their token rows carry (the lists' index order), as user ids. With
 * `keep` (a filter on the access's state), their accesses are read (one batch get) and filtered. Items read: one
 * token row per person whose word matches, and with `keep` one access per match in the tabs, whatever the
 * organisation's size; the caller reads only its page's rows. Undefined for a term with no word (the caller reads the
 * range as before).
 */
export async function searchedUserIds(
  db: Db,
  organisationId: string,
  tabs: readonly SearchedTab[],
  term: string,
  keep?: (i: IndexItem) => boolean,
): Promise<string[] | undefined> {
  const word = searchWordOf(term);
  if (word === undefined) return undefined;
  const rows = await createSearchTokenStore(db).accessesWithWord(organisationId, word);
  const inTabs = (a: TokenAccess) => tabs.some((t) => a.userType === t.userType && (t.listType === 'ALL' || a.listTab === t.listType));
  const found = rows
    .filter((a) => inTabs(a) && matchesSearch(a.listSearch ?? '', term))
    .sort((a, b) => (listOrder(a) < listOrder(b) ? -1 : listOrder(a) > listOrder(b) ? 1 : 0))
    .map((a) => a.userId);
  if (!keep) return found;
  const kept = new Set(
    (await createUserListReads(db).accessesOf(organisationId, found)).filter((a) => keep(a as unknown as IndexItem)).map((a) => a.userId),
  );
  return found.filter((id) => kept.has(id));
}
