import type { DataDeps } from '../deps.ts';

/**
 * Deletes records whose time is up. Deployed, DynamoDB TTL deletes them too (within days); the sweep
 * makes expiry exact and is what deletes them locally, where DynamoDB Local never does. Idempotent.
 */
export function createExpirySweeper({ db, clock }: Pick<DataDeps, 'db' | 'clock'>) {
  return {
    async sweep(): Promise<{ sessions: number }> {
      const now = clock.now().toISOString();
      const { data } = await db.session.query.live({}).lt({ expiresOn: now }).go({ pages: 'all' });
      for (const s of data) await db.session.delete({ sessionId: s.sessionId }).go();
      return { sessions: data.length };
    },
  };
}
