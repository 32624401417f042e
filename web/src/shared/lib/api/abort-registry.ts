/**
 * One AbortController per URL: a repeated request to the same URL cancels the earlier one,
 * and navigation cancels every pending request (doc 1 §7).
 */
export function createAbortRegistry() {
  const pending = new Map<string, AbortController>();
  return {
    /** Starts a request for `url`, cancelling the earlier one; the returned signal also follows `outer`. */
    begin(url: string, outer?: AbortSignal): { signal: AbortSignal; end: () => void } {
      pending.get(url)?.abort();
      const controller = new AbortController();
      pending.set(url, controller);
      const follow = () => controller.abort();
      if (outer) {
        if (outer.aborted) controller.abort();
        else outer.addEventListener('abort', follow, { once: true });
      }
      return {
        signal: controller.signal,
        end: () => {
          outer?.removeEventListener('abort', follow);
          if (pending.get(url) === controller) pending.delete(url);
        },
      };
    },
    abortAll(): void {
      for (const c of pending.values()) c.abort();
      pending.clear();
    },
    get size(): number {
      return pending.size;
    },
  };
}
export type AbortRegistry = ReturnType<typeof createAbortRegistry>;
