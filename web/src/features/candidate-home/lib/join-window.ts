/**
 * The join link's timing on a confirmed card (doc 2 §2 Candidate home, §4 Candidate card refresh, §9): the link
 * shows from `joinMinBefore` minutes before the start, only when the booking says candidateBookingLinkAvailable;
 * the card checks every 15 s from 30 minutes before that window opens, and once more 30 s after it opens. A card
 * also checks at the end of its appointment, when it turns finished.
 */

const MINUTE = 60_000;
export const CHECK_EVERY_MS = 15_000;
export const CHECK_LEAD_MS = 30 * MINUTE;
export const CHECK_AFTER_OPEN_MS = 30_000;
/** Timers longer than this are re-armed (setTimeout holds at most 2^31-1 ms; a day is plenty). */
export const MAX_TIMER_MS = 24 * 60 * MINUTE;

export interface JoinTiming {
  /** UTC instants, epoch ms. */
  start: number;
  end: number;
  joinMinBefore: number;
  /** The appointment has a join link at all (a remote one). */
  joinable: boolean;
}

/** When the join window opens: `joinMinBefore` minutes before the start. */
export const joinOpensAt = (t: Pick<JoinTiming, 'start' | 'joinMinBefore'>): number => t.start - Math.max(0, t.joinMinBefore) * MINUTE;

/** The link is shown inside the window, until the appointment ends, when the booking makes it available. */
export function joinLinkShown(t: JoinTiming & { linkAvailable: boolean; link?: string }, now: number): boolean {
  return t.joinable && t.linkAvailable && !!t.link && now >= joinOpensAt(t) && now < t.end;
}

/** Milliseconds until this card's next check, or undefined when it has none left (the appointment is over). */
export function nextCheckIn(t: JoinTiming, now: number): number | undefined {
  if (now >= t.end) return undefined;
  const untilEnd = t.end - now;
  if (!t.joinable) return Math.min(untilEnd, MAX_TIMER_MS);
  const open = joinOpensAt(t);
  if (now < open - CHECK_LEAD_MS) return Math.min(open - CHECK_LEAD_MS - now, MAX_TIMER_MS);
  if (now < open) return CHECK_EVERY_MS;
  if (now < open + CHECK_AFTER_OPEN_MS) return open + CHECK_AFTER_OPEN_MS - now;
  return Math.min(untilEnd, MAX_TIMER_MS);
}

/** The soonest check among the cards. */
export function soonestCheck(timings: readonly JoinTiming[], now: number): number | undefined {
  const delays = timings.map((t) => nextCheckIn(t, now)).filter((d): d is number => d !== undefined);
  return delays.length ? Math.min(...delays) : undefined;
}
