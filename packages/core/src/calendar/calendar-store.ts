import type { Db } from '../db.ts';
import type { CalendarFeedToken } from './calendar-feed-token-entity.ts';

/** The calendar feed token reads and writes (DESIGN §3.4): the only code that touches the calendarFeedToken entity. */
export function createCalendarStore(db: Db) {
  return {
    /** The feed token issued under this hash, or null. */
    async feedTokenOf(tokenHash: string): Promise<CalendarFeedToken | null> {
      return (await db.calendarFeedToken.get({ tokenHash }).go()).data;
    },

    /** A person's feed tokens in the organisation, newest first. */
    async feedTokensOf(organisationId: string, userId: string): Promise<CalendarFeedToken[]> {
      // bounded: one person's feed tokens, the live one and those renewed before it
      return (await db.calendarFeedToken.query.byUser({ organisationId, userId }).go({ order: 'desc', pages: 'all' })).data;
    },

    /**
     * Revokes the live tokens (each on condition that it is still live) and issues the new one, in one transaction;
     * answers false when a token changed meanwhile.
     */
    async renewFeedTokenWrite(live: readonly CalendarFeedToken[], issued: Omit<CalendarFeedToken, 'revoked' | 'revokedAt'>, now: string) {
      const result = await db.service.transaction
        .write(({ calendarFeedToken }) => [
          ...live.map((t) =>
            calendarFeedToken
              .patch({ tokenHash: t.tokenHash })
              .set({ revoked: true, revokedAt: now })
              .where((attr, op) => op.eq(attr.revoked, false))
              .commit(),
          ),
          calendarFeedToken.create({ ...issued, revoked: false }).commit(),
        ])
        .go();
      return !result.canceled;
    },
  };
}
export type CalendarStore = ReturnType<typeof createCalendarStore>;
