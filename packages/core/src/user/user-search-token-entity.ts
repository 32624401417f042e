import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { USER_TYPES } from '@scheduler/contracts/roles';
import { MEMBER_TABS } from './user-org-access-entity.ts';

/**
 * One word of an access's search text (user-search-words.ts searchTokensOf), with the access's list fields (its user
 * type, tab, sort name and search text): the user list's search reads the people whose words begin with the term's
 * longest word, chooses and orders its page on these rows, and reads only the page's accesses, so it reads in
 * proportion to the rows it matches rather than to the organisation. Written by member-list.ts in the transaction of
 * every write that changes an access's list fields (every row of the access then, as the fields are on each), deleted
 * with the access. On the table's own keys only (no index entries).
 * Access patterns:
 * - the accesses of an organisation with a word that begins with a prefix (primary: a partition of their own,
 *   `usersearch#<organisationId>`, sk the word then the user id, queried with begins_with)
 */
export const userSearchTokenEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'userSearchToken', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        token: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        userType: { type: USER_TYPES, required: true },
        listTab: { type: MEMBER_TABS },
        listName: { type: 'string', required: true },
        listSearch: { type: 'string', required: true },
      },
      indexes: {
        byToken: {
          pk: { field: 'pk', composite: ['organisationId'], template: 'usersearch#${organisationId}' },
          sk: { field: 'sk', composite: ['token', 'userId'] },
        },
      },
    },
    config,
  );
export type UserSearchTokenEntity = ReturnType<typeof userSearchTokenEntity>;
export type UserSearchToken = EntityItem<UserSearchTokenEntity>;
