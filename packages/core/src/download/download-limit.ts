import { isConditionFailure } from '../conditional-write.ts';
import type { DataDeps } from '../deps.ts';

/** At most this many tries per link and per address in one window. */
export const DOWNLOAD_MAX_TRIES = 5;
export const DOWNLOAD_WINDOW_SECONDS = 15 * 60;

/** The scopes one try counts against: the link, and the caller's address when known. */
export function downloadScopes(bookingId: string, sourceIp: string | undefined): string[] {
  return [`link#${bookingId}`, ...(sourceIp ? [`ip#${sourceIp}`] : [])];
}

/**
 * Tries counted in fixed windows with conditional increments in the table (no read-then-write race): `reserve`
 * takes one try from every scope, or none is counted past the limit and it answers false; `release` gives a
 * right try back, so only wrong ids use up the limit.
 */
export function createDownloadLimit({ db, clock }: Pick<DataDeps, 'db' | 'clock'>) {
  const windowOf = () => {
    const startSeconds = Math.floor(clock.now().getTime() / 1000 / DOWNLOAD_WINDOW_SECONDS) * DOWNLOAD_WINDOW_SECONDS;
    return { window: new Date(startSeconds * 1000).toISOString(), expiresAt: startSeconds + DOWNLOAD_WINDOW_SECONDS };
  };

  async function add(scope: string, by: 1 | -1): Promise<boolean> {
    const { window, expiresAt } = windowOf();
    try {
      await db.downloadAttempt
        .update({ scope, window })
        .add({ attempts: by })
        .set({ expiresAt })
        .where(({ attempts }, { notExists, lt }) => (by === 1 ? `${notExists(attempts)} OR ${lt(attempts, DOWNLOAD_MAX_TRIES)}` : ''))
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    async reserve(scopes: string[]): Promise<boolean> {
      const taken: string[] = [];
      for (const scope of scopes) {
        if (!(await add(scope, 1))) {
          for (const t of taken) await add(t, -1);
          return false;
        }
        taken.push(scope);
      }
      return true;
    },
    async release(scopes: string[]): Promise<void> {
      for (const scope of scopes) await add(scope, -1);
    },
  };
}
