import { describe, expect, it } from 'vitest';
import { CHECK_EVERY_MS, joinLinkShown, joinOpensAt, MAX_TIMER_MS, nextCheckIn, soonestCheck, type JoinTiming } from './join-window.ts';

const MIN = 60_000;
const start = Date.parse('2027-03-05T22:00:00Z');
const remote: JoinTiming = { start, end: start + 60 * MIN, joinMinBefore: 10, joinable: true };
const open = start - 10 * MIN;

describe('join window (doc 2 §2, §4 Candidate card refresh, §9)', () => {
  it('opens joinMinBefore minutes before the start', () => {
    expect(joinOpensAt(remote)).toBe(open);
    expect(joinOpensAt({ start, joinMinBefore: 0 })).toBe(start);
  });

  it('shows the link from the window until the end, only when the booking makes it available', () => {
    const link = { ...remote, linkAvailable: true, link: 'https://meet.example/abc' };
    expect(joinLinkShown(link, open - 1)).toBe(false);
    expect(joinLinkShown(link, open)).toBe(true);
    expect(joinLinkShown(link, remote.end - 1)).toBe(true);
    expect(joinLinkShown(link, remote.end)).toBe(false);
    expect(joinLinkShown({ ...link, linkAvailable: false }, open + MIN)).toBe(false);
    expect(joinLinkShown({ ...link, link: undefined }, open + MIN)).toBe(false);
    expect(joinLinkShown({ ...link, joinable: false }, open + MIN)).toBe(false);
  });

  it('waits until 30 minutes before the window, checks every 15 s up to it, then once 30 s after it opens', () => {
    expect(nextCheckIn(remote, open - 31 * MIN)).toBe(MIN);
    expect(nextCheckIn(remote, open - 30 * MIN)).toBe(CHECK_EVERY_MS);
    expect(nextCheckIn(remote, open - 5_000)).toBe(CHECK_EVERY_MS);
    expect(nextCheckIn(remote, open + 10_000)).toBe(20_000);
    // After that last check the card waits for the end, when it turns finished; then nothing.
    expect(nextCheckIn(remote, open + 30_000)).toBe(remote.end - (open + 30_000));
    expect(nextCheckIn(remote, remote.end)).toBeUndefined();
  });

  it('an onsite card only checks at its end; far checks are re-armed daily', () => {
    const onsite = { ...remote, joinable: false };
    expect(nextCheckIn(onsite, start - 20 * MIN)).toBe(80 * MIN);
    expect(nextCheckIn(remote, open - 10 * 24 * 60 * MIN)).toBe(MAX_TIMER_MS);
  });

  it('the page follows the soonest card', () => {
    const later = { ...remote, start: start + 24 * 60 * MIN, end: start + 25 * 60 * MIN };
    expect(soonestCheck([later, remote], open - 20 * MIN)).toBe(CHECK_EVERY_MS);
    expect(soonestCheck([], open)).toBeUndefined();
  });
});
