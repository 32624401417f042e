import { isConditionFailure } from '../conditional-write.ts';
import type { DataDeps } from '../deps.ts';

/** At most this many tries per link and per address in one window. */
export const DOWNLOAD_MAX_TRIES = 5;
export const DOWNLOAD_WINDOW_SECONDS = 15 * 60;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 part as two groups). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const [head, tail] = [part(halves[0]), part(halves[1])];
  const groups = [...head, ...Array<string>(halves.length === 2 ? 8 - head.length - tail.length : 0).fill('0'), ...tail];
  const numbers = groups.map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : Number.NaN));
  return numbers.length === 8 && numbers.every((n) => !Number.isNaN(n)) ? numbers : undefined;
}

/**
 * The key an address counts under: an IPv4 address itself; an IPv6 address by its /64 network, the block one
 * subscriber is given (a caller could otherwise take a fresh address of their own /64 for every try).
 */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  return groups
    ? `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`
    : address.toLowerCase();
}

/**
 * The scopes one try counts against: the link, and the caller's address when known (the viewer's own address behind
 * CloudFront, never CloudFront's: functions/lib/viewer-address.ts).
 */
export function downloadScopes(bookingId: string, callerAddress: string | undefined): string[] {
  return [`link#${bookingId}`, ...(callerAddress ? [`ip#${addressKey(callerAddress)}`] : [])];
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
