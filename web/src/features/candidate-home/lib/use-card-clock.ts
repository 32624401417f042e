import { useEffect, useRef, useState } from 'react';
import { soonestCheck, type JoinTiming } from './join-window.ts';

/**
 * The cards' clock: the time they are drawn at, moved on at each card's next check (join-window.ts), when `onCheck`
 * also asks the server again (the link and cancel rules are the server's). No timer once every appointment is over.
 * `timings` should keep its identity between renders (memoised) so the timer is not re-armed needlessly.
 */
export function useCardClock(timings: readonly JoinTiming[], onCheck: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const check = useRef(onCheck);
  check.current = onCheck;
  useEffect(() => {
    const delay = soonestCheck(timings, now);
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
      check.current();
    }, delay);
    return () => clearTimeout(timer);
  }, [timings, now]);
  return now;
}
