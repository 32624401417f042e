/**
 * How fast and how often the outbox sends (outbox-sender.ts). Defaults: 14 messages a second, SES's starting
 * production quota (an account in the SES sandbox has 1; raise it with the account's quota); 5 attempts, the n-th
 * retry 1 minute × 2^(n−1) after the failure (1, 2, 4, 8 minutes), at most an hour; a claim's lease of 5 minutes.
 */
export interface OutboxSettings {
  /** Messages started per second, at most (the provider's per-second quota). */
  ratePerSecond: number;
  /** Attempts before a message is FAILED for good. */
  maxAttempts: number;
  /** The first retry's delay; each later one doubles it. */
  retryBaseSeconds: number;
  /** How long a claimed message stays SENDING before another sender may claim it again (a sender that died mid-send). */
  leaseSeconds: number;
}

export const OUTBOX_DEFAULTS: OutboxSettings = { ratePerSecond: 14, maxAttempts: 5, retryBaseSeconds: 60, leaseSeconds: 300 };

const MAX_RETRY_SECONDS = 3600;

/** Seconds before attempt `attempts + 1`, after `attempts` failed ones (1-based): base × 2^(attempts−1), at most an hour. */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return Math.min(MAX_RETRY_SECONDS, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

/**
 * A pacer for `ratePerSecond` starts: each `wait()` resolves at the next free slot (1/rate apart), so a burst is
 * spread out and an idle pacer starts at once. `now` and `sleep` are passed in (tests time it without waiting).
 */
export function createPacer(ratePerSecond: number, now: () => number, sleep: (ms: number) => Promise<void>) {
  if (!(ratePerSecond > 0)) throw new Error(`outbox rate must be above 0 messages a second, got ${ratePerSecond}`);
  const interval = 1000 / ratePerSecond;
  let next = Number.NEGATIVE_INFINITY;
  return {
    async wait(): Promise<void> {
      const at = Math.max(now(), next);
      next = at + interval;
      const delay = at - now();
      if (delay > 0) await sleep(delay);
    },
  };
}
