import type { TransactionEntities } from '../lists/list-counters.ts';
import { searchTokenDiff, searchTokensOf } from './user-search-words.ts';

type AccessKey = { organisationId: string; userId: string };

/**
 * The token rows a change of an access's search text writes, for the change's own transaction (the access's write
 * carries its condition): the words gone deleted, the new ones put. `before` undefined: a new access; `after`
 * undefined: the access is deleted.
 */
export function searchTokenWrites(
  entity: TransactionEntities['userSearchToken'],
  { organisationId, userId }: AccessKey,
  before: string | undefined,
  after: string | undefined,
) {
  const { gone, added } = searchTokenDiff(before, after);
  return [
    ...gone.map((token) => entity.delete({ organisationId, token, userId }).commit()),
    ...added.map((token) => entity.put({ organisationId, token, userId }).commit()),
  ];
}

/** How many token rows an access of search text `listSearch` holds (a transaction counts its items). */
export const searchTokenCount = (listSearch: string) => searchTokensOf(listSearch).length;
