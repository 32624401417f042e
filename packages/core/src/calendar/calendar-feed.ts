import { createHmac } from 'node:crypto';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { hashToken, newToken } from '../token-hash.ts';
import type { DataDeps } from '../deps.ts';
import { createCalendarStore } from './calendar-store.ts';

/** The feed token of a token id: base64url HMAC-SHA256 with the deployment's secret. */
export const feedTokenOf = (secret: string, tokenId: string): string => createHmac('sha256', secret).update(tokenId, 'utf8').digest('base64url');

/**
 * The calendar feed URL token (doc 1 §2.9, '/api/calendar/{token}/publish.ics'). The table keeps only the token's
 * hash (the record's key) and a random token id the token is derived from, so the owner sees the same token on
 * every visit; renewing revokes it and issues another.
 */
export function createCalendarFeedService(deps: DataDeps & { feedTokenSecret: () => Promise<string | undefined> }) {
  const { clock } = deps;
  const calendars = createCalendarStore(deps.db);

  return {
    async token(actor: Actor, renew: boolean): Promise<string> {
      const secret = await deps.feedTokenSecret();
      if (!secret) throw new Error('The FEED_TOKEN secret is not given to this function: calendar feed tokens cannot be issued');
      const key = { organisationId: actor.organisationId, userId: actor.userId };
      const live = (await calendars.feedTokensOf(key.organisationId, key.userId)).filter((t) => !t.revoked);
      const current = live.find((t) => t.tokenId && hashToken(feedTokenOf(secret, t.tokenId)) === t.tokenHash);
      if (current && !renew) return feedTokenOf(secret, current.tokenId!);

      const now = clock.now().toISOString();
      const tokenId = newToken();
      const token = feedTokenOf(secret, tokenId);
      const renewed = await calendars.renewFeedTokenWrite(live, { tokenHash: hashToken(token), tokenId, ...key, createdAt: now }, now);
      if (!renewed) throw errors.refused('calendar_feed.conflict', 'The calendar feed link changed meanwhile, please try again.');
      return token;
    },
  };
}
