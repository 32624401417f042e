import type { UserType } from '@scheduler/contracts/roles';
import type { Db } from '../db.ts';
import type { IndexItem } from '../lists/index-page.ts';
import type { UserListType } from './user-access-status.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import { createUserListReads } from './user-list-reads.ts';
import { createSearchTokenStore } from './user-search-token-store.ts';
import { matchesSearch, searchWordOf } from './user-search-words.ts';

/** One tab of one user type (ALL: every tab of the type). */
export interface SearchedTab {
  userType: UserType;
  listType: UserListType;
}

/** The order of the list indexes (user-org-access-entity.ts list1sk / list2sk: the sort name, then the user id). */
const listOrder = (a: UserOrgAccess) => `${a.listName}#userid_${a.userId.toLowerCase()}`;

/**
 * The user list's search by its token rows (user-search-words.ts, word prefix): the people with a word that begins
 * with the term's longest word (one query, every page), their accesses (one batch get), and of those the ones in the
 * tabs asked for that match the whole term and `keep`, in the lists' index order. Items read: one token row and one
 * access per person whose word matches, whatever the organisation's size. Undefined for a term with no word (the
 * caller reads the range as before).
 */
export async function searchedAccesses(
  db: Db,
  organisationId: string,
  tabs: readonly SearchedTab[],
  term: string,
  keep?: (i: IndexItem) => boolean,
): Promise<UserOrgAccess[] | undefined> {
  const word = searchWordOf(term);
  if (word === undefined) return undefined;
  const ids = await createSearchTokenStore(db).peopleWithWord(organisationId, word);
  const accesses = await createUserListReads(db).accessesOf(organisationId, ids);
  const inTabs = (a: UserOrgAccess) => tabs.some((t) => a.userType === t.userType && (t.listType === 'ALL' || a.listTab === t.listType));
  const found = accesses.filter((a) => inTabs(a) && matchesSearch(a.listSearch, term) && (!keep || keep(a as unknown as IndexItem)));
  return found.sort((a, b) => (listOrder(a) < listOrder(b) ? -1 : listOrder(a) > listOrder(b) ? 1 : 0));
}
