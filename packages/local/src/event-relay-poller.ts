/** How often the local relay looks for queued domain events (deployed, the table's stream delivers them in about a second). */
const EVERY_MS = 200;

/**
 * The local runtime's stand-in for the table's stream (DESIGN §3.14): hands the domain events the changes wrote in
 * their transactions to the bus, through the same relay the deployed stream function runs. Events left queued by a
 * runtime that was killed go out at the next start. One pass at a time; a failing pass is logged and the next one
 * tries again.
 */
export function startEventRelayPoller(opts: { log: (line: string) => void }): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  let lastError = '';

  const tick = () => {
    pass = (async () => {
      try {
        const { relayQueuedEvents } = await import('@scheduler/functions/jobs/event-relay');
        await relayQueuedEvents();
        lastError = '';
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        if (message !== lastError) opts.log(`event relay: pass failed: ${message}`);
        lastError = message;
      }
      if (!stopped) timer = setTimeout(tick, EVERY_MS);
    })();
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
