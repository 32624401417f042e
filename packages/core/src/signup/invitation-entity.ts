import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A sign-up invitation (doc 1 §4 Sign-up): a random single-use token sent by e-mail. Only the token's hash is
 * stored (token-hash.ts), and it is the key, so the invitation is found from the link alone.
 * PENDING until used: ACCEPTED on sign-up (condition status = PENDING, so it is used once), EXPIRED once past
 * expiresOn, ERROR when it cannot be used. `expiresAt` (epoch seconds, TTL) is when the row itself may go:
 * set it some time after expiresOn so an expired link still answers EXPIRED rather than not found.
 * Access patterns:
 * - one invitation by token hash (primary)
 * - the invitations of a user in an organisation, newest first (gsi1, pk organisationId + invitedUserId, sk createdAt)
 *   — extend expiry, re-invite, expire the older ones
 * - the invitations in one status across organisations, by expiry (list1, pk status, sk expiresOn) — the grid
 *   admin's active-users list pages the pending ones (one partition: invitations are written rarely)
 */
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED', 'ERROR'] as const;

export const invitationEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'invitation', version: '1', service: 'scheduler' },
      attributes: {
        tokenHash: { type: 'string', required: true },
        organisationId: { type: 'string', required: true },
        invitedUserId: { type: 'string', required: true },
        invitedBy: { type: 'string' },
        status: { type: INVITATION_STATUSES, required: true, default: 'PENDING' },
        /** ISO instant after which the link is expired. */
        expiresOn: { type: 'string', required: true },
        /** TTL, epoch seconds. */
        expiresAt: { type: 'number', required: true },
        /** Projects the candidate was invited to (assessment and/or interview), if any. */
        projectIds: { type: 'set', items: 'string' },
        acceptedAt: { type: 'string' },
        createdAt: { type: 'string', required: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byToken: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
        byUser: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'invitedUserId'] },
          sk: { field: 'gsi1sk', composite: ['createdAt'] },
        },
        byStatus: {
          index: 'list1',
          pk: { field: 'list1pk', composite: ['status'] },
          sk: { field: 'list1sk', composite: ['expiresOn', 'tokenHash'] },
        },
      },
    },
    config,
  );
export type InvitationEntity = ReturnType<typeof invitationEntity>;
export type Invitation = EntityItem<InvitationEntity>;
