import type { SessionExpiry } from '../shared/lib/current-user.ts';

/** Time as the session alert reads it: injectable, so tests drive the countdown with a fake clock. */
export interface TimerClock {
  now(): number;
  /** Calls `fn` every `ms` milliseconds until the returned function is called. */
  every(ms: number, fn: () => void): () => void;
}

export const systemClock: TimerClock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const handle = setInterval(fn, ms);
    return () => clearInterval(handle);
  },
};

/** doc 1 §9: token refresh every 60 s; logout when 5 s or fewer remain. */
export const SESSION_POLL_MS = 60_000;
export const LOGOUT_AT_SECONDS = 5;

export const SESSION_TEXT = {
  renewFailedTitle: 'Session Renew Failed',
  renewFailed: 'Error encountered in renewing application session',
  defaultWarning: 'Your session is about to expire.',
} as const;

export type ExpiryPhase = { kind: 'none' } | { kind: 'active'; secondsLeft: number } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

/**
 * Where the session stands at `now` (doc 1 §4, §9): the countdown dialog from minutesPrior × 60 s before the
 * expiry, logout at 5 s or fewer. 'none' when the login answer carries no expiry.
 */
export function expiryPhase(expiry: Pick<SessionExpiry, 'expiresOn' | 'minutesPrior'> | undefined, now: number): ExpiryPhase {
  const at = expiry?.expiresOn ? Date.parse(expiry.expiresOn) : Number.NaN;
  if (!Number.isFinite(at)) return { kind: 'none' };
  const secondsLeft = Math.floor((at - now) / 1000);
  if (secondsLeft <= LOGOUT_AT_SECONDS) return { kind: 'expired' };
  if (secondsLeft <= (expiry?.minutesPrior ?? 0) * 60) return { kind: 'warning', secondsLeft };
  return { kind: 'active', secondsLeft };
}
