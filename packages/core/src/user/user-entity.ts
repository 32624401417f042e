import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { USER_TYPES } from '@scheduler/contracts/roles';

/**
 * A person who signs in (doc 1 §3 User). Per-organisation flags live in user-org-access.
 * Access patterns:
 * - get by userId (primary)
 * - find by username, the lower-cased e-mail used to sign in (gsi1)
 * - find by identity sub, the Cognito subject of a verified token (gsi2)
 */
export const userEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'user', version: '1', service: 'scheduler' },
      attributes: {
        userId: { type: 'string', required: true },
        username: { type: 'string', required: true, set: (v?: string) => v?.trim().toLowerCase() },
        identitySub: { type: 'string' },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        type: { type: USER_TYPES, required: true },
        mobileNo: { type: 'string' },
        timezoneId: { type: 'string' },
        companyName: { type: 'string' },
        status: { type: ['INVITED', 'ACTIVE', 'ARCHIVED'] as const, required: true },
        mfaType: { type: ['EMAIL', 'MOBILE', 'APP'] as const },
        defaultOrganisationId: { type: 'string' },
        /**
         * Epoch seconds: tokens issued (iat) before it open nothing. Set by every revocation (deactivation, archive,
         * password reset, 2-step reset, access change) together with the identity provider's global sign-out.
         */
        tokensValidAfter: { type: 'number' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
        byUsername: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['username'] }, sk: { field: 'gsi1sk', composite: [] } },
        byIdentity: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['identitySub'] }, sk: { field: 'gsi2sk', composite: [] } },
      },
    },
    config,
  );
export type UserEntity = ReturnType<typeof userEntity>;
export type User = EntityItem<UserEntity>;
