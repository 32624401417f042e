import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { USER_TYPES } from '@scheduler/contracts/roles';
import { purgeIndexAttributes } from '../purge/purge-index.ts';
import { listTypeOf, type AccessState } from './user-access-status.ts';

/** The tabs of the user lists an access shows under (member-list.ts memberTab): a list tab, or NONE (only under All). */
export const MEMBER_TABS = ['ACTIVE', 'UNREGISTERED', 'DEACTIVATED', 'ARCHIVED', 'NONE'] as const;
const STATE = ['status', 'active', 'archived', 'statusReason'] as const;

/**
 * A user's access to one organisation (doc 1 §3 "User-organisation access entry"): type, flags and status.
 * The list fields (listTab, listName, listSearch) are written by member-list.ts with every change of the access or
 * of the person, together with the tab counters; a patch of the state that does not give listTab is refused here.
 * Access patterns:
 * - the accesses of an organisation (primary, pk organisationId) and one access (organisationId + userId): bounded
 *   uses only (one access; a person's accesses) — lists read the indexes below
 * - the accesses of a user across organisations (gsi1, pk userId)
 * - one tab of one user type, by full name (list3, whole items, pk organisationId + userType + listTab, sk listName +
 *   userId) — user/getUserList tabs, with the counter of the tab as its total; a page's rows are the items the query
 *   answers (the list person fields below)
 * - every access of one user type, by full name (list2, pk organisationId + userType, sk listName + userId) — the
 *   All tab, user/getUserListByOrg, the staff pickers (assessor-directory.ts), an organisation's admins, the
 *   candidate export
 * - the users ready to purge or sanitise, by purge date (purge, pk purgeScope, sk purgeOn) — purge list's Users tab
 */
export const userOrgAccessEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'userOrgAccess', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        userType: { type: USER_TYPES, required: true },
        active: { type: 'boolean', required: true },
        archived: { type: 'boolean', required: true, default: false },
        status: { type: ['INVITED', 'ACTIVE', 'INACTIVE', 'ARCHIVED'] as const, required: true },
        statusReason: { type: 'string' },
        assessorAdmin: { type: 'boolean', default: false },
        internalProjectAccess: { type: 'boolean', default: false },
        calendarFeed: { type: 'boolean', default: false },
        orgUserInvigilator: { type: 'boolean', default: false },
        departmentId: { type: 'string' },
        requestTypes: { type: 'string' },
        uniqueId: { type: 'string' },
        /** The candidate's issue id of a CSV upload (doc 3 §5 Issue Id column), kept for the JIRA export. */
        issueId: { type: 'string' },
        invitationExpiry: { type: 'string' },
        /**
         * The names the organisation's invitation gave the person. While the access is INVITED the organisation sees
         * these, never the person's own account (which may exist elsewhere, or not).
         */
        invitedFirstName: { type: 'string' },
        invitedLastName: { type: 'string' },
        readyToPurge: { type: 'boolean', default: false },
        /** yyyy-MM-dd: when a ready-to-purge user is purged (archived) or sanitised (otherwise); extendPurgeDate moves it. */
        purgeDate: { type: 'string' },
        ...purgeIndexAttributes,
        /** yyyy-MM-dd: the day the purge job replaced this access's personal data (purge/purge-person.ts). */
        sanitisedOn: { type: 'string' },
        /**
         * The list tab; a create without it gets the tab of its state, a patch of the state must give it (memberMove,
         * which also moves the tab counters).
         */
        listTab: {
          type: MEMBER_TABS,
          watch: [...STATE],
          set: (value: (typeof MEMBER_TABS)[number] | undefined, item: Record<string, unknown>) => {
            if (value !== undefined) return value;
            if (item.organisationId === undefined || item.userId === undefined) {
              throw new Error('userOrgAccess: a write of status, active, archived or statusReason gives listTab too (member-list.ts memberMove)');
            }
            return listTypeOf({ archived: false, ...(item as Omit<AccessState, 'archived'>) }) ?? 'NONE';
          },
        },
        /** The full name the organisation shows, lower-cased (member-list.ts listNameOf): the lists' default order. */
        listName: { type: 'string', required: true, default: '' },
        /** The list row's search text (member-list.ts memberListFields). */
        listSearch: { type: 'string', required: true, default: '' },
        /**
         * What the list row shows of the person (user-views.ts listPersonFields: the names and username the
         * organisation sees, the mobile while a member, else ''), copied by member-list.ts with every write that
         * changes the access or the person, so a page's rows need no read of the people.
         */
        listFirstName: { type: 'string', required: true, default: '' },
        listLastName: { type: 'string', required: true, default: '' },
        listUsername: { type: 'string', required: true, default: '' },
        listMobileNo: { type: 'string', required: true, default: '' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['userId'] } },
        byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['organisationId'] } },
        byTab: {
          index: 'list3',
          pk: { field: 'list3pk', composite: ['organisationId', 'userType', 'listTab'] },
          sk: { field: 'list3sk', composite: ['listName', 'userId'] },
        },
        byType: {
          index: 'list2',
          pk: { field: 'list2pk', composite: ['organisationId', 'userType'] },
          sk: { field: 'list2sk', composite: ['listName', 'userId'] },
        },
        byPurgeDate: { index: 'purge', pk: { field: 'purgepk', composite: ['purgeScope'] }, sk: { field: 'purgesk', composite: ['purgeOn'] } },
      },
    },
    config,
  );
export type UserOrgAccessEntity = ReturnType<typeof userOrgAccessEntity>;
export type UserOrgAccess = EntityItem<UserOrgAccessEntity>;
