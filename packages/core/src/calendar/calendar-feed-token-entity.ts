import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * A calendar feed token (doc 2 §7: '/api/calendar/{token}/publish.ics'): a random token, stored only as its
 * hash (token-hash.ts), that lets a calendar client read one user's meetings without signing in.
 * Revoking sets revoked; a revoked token answers nothing.
 * Access patterns:
 * - one token by hash (primary) — the feed request
 * - the tokens of a user in an organisation, newest first (gsi1, pk organisationId + userId, sk createdAt) — to revoke the old one when a new one is issued
 */
export const calendarFeedTokenEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'calendarFeedToken', version: '1', service: 'scheduler' },
      attributes: {
        tokenHash: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        /** The organisation the token was issued in; the feed lists the user's meetings there. */
        organisationId: { type: 'string', required: true },
        /**
         * Random id the token is derived from (base64url HMAC-SHA256 of it with the FEED_TOKEN_SECRET), so the owner can be
         * shown the same token again while the table holds only its hash.
         */
        tokenId: { type: 'string' },
        revoked: { type: 'boolean', required: true, default: false },
        revokedAt: { type: 'string' },
        lastUsedAt: { type: 'string' },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byToken: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
        byUser: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['organisationId', 'userId'] },
          sk: { field: 'gsi1sk', composite: ['createdAt'] },
        },
      },
    },
    config,
  );
export type CalendarFeedTokenEntity = ReturnType<typeof calendarFeedTokenEntity>;
export type CalendarFeedToken = EntityItem<CalendarFeedTokenEntity>;
