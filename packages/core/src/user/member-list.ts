import type { CreateEntityItem } from 'electrodb';
import { LIST_SEARCH_SEPARATOR } from '../table.ts';
import { counterMoves, type TransactionEntities, type WhereOps } from '../lists/list-counters.ts';
import type { User } from './user-entity.ts';
import type { UserOrgAccess, UserOrgAccessEntity } from './user-org-access-entity.ts';
import { displayStatus, listTypeOf, type UserListType } from './user-access-status.ts';
import { fullNameOf } from './user-scope.ts';
import { listPersonFields } from './user-views.ts';
import { searchTokenChanges, searchTokenWrites } from './user-search-tokens.ts';

/**
 * How an organisation's user lists hold a person (DESIGN §3.7): each access row carries the tab it shows under
 * (listTab), the sort form of the name the organisation shows (listName) and the search text of its list row
 * (listSearch), and each (user type, tab) has a counter. Every write of an access goes through these functions, so
 * the row, its place in the list indexes (user-org-access-entity.ts byTab, byType), the counters and the search's
 * token rows (user-search-tokens.ts: every row of the access when its list fields change, as each carries them) move
 * together:
 * - a new access: memberCreate;
 * - a change of an access's state: memberMove (its patch gets the new list fields, is conditioned on the row
 *   still being in the tab it was read in, and the counters move in the same transaction);
 * - a change of the person (names, mobile): memberRelist on each of their accesses.
 */

/** The tab of an access: its list tab (user-access-status.ts listTypeOf), or NONE when it shows only under All. */
export type MemberTab = Exclude<UserListType, 'ALL'> | 'NONE';
export const MEMBER_TABS = ['ACTIVE', 'UNREGISTERED', 'DEACTIVATED', 'ARCHIVED', 'NONE'] as const satisfies readonly MemberTab[];

type AccessState = Pick<UserOrgAccess, 'status' | 'active' | 'archived' | 'statusReason' | 'invitedFirstName' | 'invitedLastName' | 'sanitisedOn'>;
export type MemberPerson = Pick<User, 'userId' | 'firstName' | 'lastName' | 'status' | 'username' | 'mobileNo'>;

export const memberTab = (access: Pick<UserOrgAccess, 'status' | 'active' | 'archived' | 'statusReason'>): MemberTab => listTypeOf(access) ?? 'NONE';

/** The sort form of a full name: lower-cased, accents folded (so 'Élodie' sorts with 'elodie'). */
export const listNameOf = (fullName: string) => fullName.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The list fields of an access, from the person and the access as the organisation sees them (user-views.ts
 * listPersonFields): what its row shows of the person (names, username, the mobile while a member), and from them
 * the sort name and the search text (with the status shown). The user type shown is the same for a whole range and
 * is matched when the list is read.
 */
export function memberListFields(person: MemberPerson, access: AccessState) {
  const shown = listPersonFields(person, access);
  const fullName = fullNameOf({ firstName: shown.listFirstName, lastName: shown.listLastName });
  return {
    listTab: memberTab(access),
    listName: listNameOf(fullName),
    listSearch: [fullName, shown.listUsername, shown.listMobileNo, displayStatus(access)].join(LIST_SEARCH_SEPARATOR).toLowerCase(),
    ...shown,
  };
}

/** True when the access already holds the list fields (besides its tab) of `fields`. */
const listedAs = (a: UserOrgAccess, fields: Omit<ReturnType<typeof memberListFields>, 'listTab'>) =>
  a.listName === fields.listName &&
  a.listSearch === fields.listSearch &&
  a.listFirstName === fields.listFirstName &&
  a.listLastName === fields.listLastName &&
  a.listUsername === fields.listUsername &&
  a.listMobileNo === fields.listMobileNo;

/** The counter of one tab of one user type in an organisation. */
export const memberCounter = (userType: string, tab: MemberTab) => `user#${userType}#${tab}`;

export type NewAccess = Omit<CreateEntityItem<UserOrgAccessEntity>, 'listTab' | 'listName' | 'listSearch'>;

/** The writes of a new access of the person: the access with its list fields, its tab's counter and its search tokens. */
export function memberCreate(
  entities: Pick<TransactionEntities, 'userOrgAccess' | 'listCounter' | 'userSearchToken'>,
  person: MemberPerson,
  access: NewAccess,
) {
  const state = { archived: false, ...access };
  const fields = memberListFields(person, state);
  return [
    entities.userOrgAccess.create({ ...access, ...fields }).commit(),
    ...counterMoves(entities.listCounter, access.organisationId, undefined, memberCounter(access.userType, fields.listTab)),
    ...searchTokenWrites(entities.userSearchToken, undefined, { ...access, ...fields }),
  ];
}

type Condition = (attr: { listTab: unknown; listSearch: unknown }, op: WhereOps) => string;

/**
 * A change of an access's state (and so perhaps of its tab, name shown and search text) read as `before`:
 * - `fields`: what its patch sets besides the change (listTab, listName, listSearch);
 * - `composite`: what ElectroDB needs to key the tab index (the user type, which a patch never changes);
 * - `stillIn`: the patch's condition that the row is still in the tab it was read in, with the search text it was
 *   read with (a row written before the list indexes has no tab yet, and enters its new one);
 * - `counters`: the counter writes for the same transaction;
 * - `tokens`: the search token rows the change of list fields writes, for the same transaction.
 */
export function memberMove(person: MemberPerson, before: UserOrgAccess, change: Partial<AccessState>) {
  const fields = memberListFields(person, { ...before, ...change });
  const from = before.listTab ? memberCounter(before.userType, before.listTab) : undefined;
  const stillIn: Condition = (attr, op) =>
    before.listTab ? `${op.eq(attr.listTab, before.listTab)} AND ${op.eq(attr.listSearch, before.listSearch)}` : op.notExists(attr.listTab);
  return {
    fields,
    composite: { userType: before.userType },
    stillIn,
    counters: (listCounter: TransactionEntities['listCounter']) =>
      counterMoves(listCounter, before.organisationId, from, memberCounter(before.userType, fields.listTab)),
    tokens: (userSearchToken: TransactionEntities['userSearchToken']) =>
      searchTokenWrites(userSearchToken, before.listTab ? before : undefined, { ...before, ...fields }),
  };
}

/**
 * The patches that re-list each access of a person whose names, username or mobile changed (the tab stays): their
 * sort name and search text follow the person, on condition the access was not changed since it was read, with
 * their search token rows rewritten.
 */
export function memberRelist(
  e: Pick<TransactionEntities, 'userOrgAccess' | 'userSearchToken'>,
  person: MemberPerson,
  accesses: readonly UserOrgAccess[],
) {
  return accesses.flatMap((a) => {
    const { listTab: _tab, ...fields } = memberListFields(person, a);
    if (listedAs(a, fields)) return [];
    const { listName, listSearch } = fields;
    return [
      e.userOrgAccess
        .patch({ organisationId: a.organisationId, userId: a.userId })
        .set(fields)
        .where((attr, op) => `${op.eq(attr.updatedAt, a.updatedAt)} AND ${op.eq(attr.listSearch, a.listSearch)}`)
        .commit(),
      ...searchTokenWrites(e.userSearchToken, a, { ...a, listName, listSearch }),
    ];
  });
}

/** How many items memberRelist writes for one access (0: its list fields stay), so a caller can keep a transaction under 100. */
export function memberRelistSize(person: MemberPerson, a: UserOrgAccess): number {
  const { listTab: _tab, ...fields } = memberListFields(person, a);
  if (listedAs(a, fields)) return 0;
  const { gone, put } = searchTokenChanges(a, { ...a, listName: fields.listName, listSearch: fields.listSearch });
  return 1 + gone.length + put.length;
}
