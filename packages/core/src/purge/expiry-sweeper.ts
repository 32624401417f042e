import type { DataDeps } from '../deps.ts';
import { createPurgeStore } from './purge-store.ts';

/**
 * Deletes records whose time is up. Deployed, DynamoDB TTL deletes them too (within days); the sweep
 * makes expiry exact and is what deletes them locally, where DynamoDB Local never does. Idempotent.
 */
export function createExpirySweeper({ db, clock }: Pick<DataDeps, 'db' | 'clock'>) {
  return {
    async sweep(): Promise<{ sessions: number }> {
      const now = clock.now().toISOString();
      const store = createPurgeStore(db);
      const data = await store.expiredSignIns(now);
      for (const s of data) await store.forgetSignInWrite(s.sessionId);
      return { sessions: data.length };
    },
  };
}
