import { useCallback, useState } from 'react';

/** `busy` while a piece of work runs (a button shows it loading, a form waits); `whileBusy(work)` runs it. */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const whileBusy = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, whileBusy };
}
