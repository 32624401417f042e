import { Text } from '@chakra-ui/react';
import { LIVE_SESSION } from '@scheduler/contracts/live-session';
import { useEffect, useState } from 'react';

const two = (n: number) => String(n).padStart(2, '0');

/** Time since the actual start as H:MM:SS (or MM:SS under an hour). */
export function elapsedText(fromIso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The session's running time since the host started it (doc 2 §2), ticking every second. */
export function SessionTimer({ startedAt }: { startedAt?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), LIVE_SESSION.timerTickMs);
    return () => clearInterval(timer);
  }, []);
  if (!startedAt || Number.isNaN(Date.parse(startedAt))) return null;
  return (
    <Text role="timer" aria-label="Meeting time" fontVariantNumeric="tabular-nums" fontWeight="semibold">
      {elapsedText(startedAt, now)}
    </Text>
  );
}
