import { LIVE_SESSION, LIVE_SESSION_MESSAGES } from '@scheduler/contracts/live-session';
import { useEffect, useState } from 'react';
import { useLabelWords } from '../../../shared/lib/labels.tsx';

/**
 * doc 2 §4: 'Checking your meeting status...', after 1 s 'Detecting your devices...', after 2 s 'Finalizing...',
 * after 4 s the check is complete (undefined: no step text any more).
 */
export function useWaitingSteps(): string | undefined {
  const words = useLabelWords();
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timers = LIVE_SESSION.waitingRoomStepsMs.map((ms, i) => setTimeout(() => setStep(i + 1), ms));
    return () => timers.forEach(clearTimeout);
  }, []);
  const text = LIVE_SESSION_MESSAGES.waitingRoomSteps[step];
  return text === undefined ? undefined : words(text);
}
