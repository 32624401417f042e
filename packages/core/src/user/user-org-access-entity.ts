import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { USER_TYPES } from '@scheduler/contracts/roles';

/**
 * A user's access to one organisation (doc 1 §3 "User-organisation access entry"): type, flags and status.
 * Access patterns:
 * - the accesses of an organisation (primary, pk organisationId) and one access (organisationId + userId)
 * - the accesses of a user across organisations (gsi1, pk userId)
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
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byOrganisation: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['userId'] } },
        byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['organisationId'] } },
      },
    },
    config,
  );
export type UserOrgAccessEntity = ReturnType<typeof userOrgAccessEntity>;
export type UserOrgAccess = EntityItem<UserOrgAccessEntity>;
