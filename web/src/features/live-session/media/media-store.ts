import { initialMediaState, type MediaState } from './media-session.ts';

/**
 * The state both adapters keep for `useSyncExternalStore`: `get()` returns the same object until `update` replaces it,
 * so React re-renders only on a real change.
 */
export function createMediaStore() {
  let state: MediaState = initialMediaState;
  const listeners = new Set<() => void>();
  return {
    get: (): MediaState => state,
    update(change: Partial<MediaState> | ((s: MediaState) => Partial<MediaState>)): void {
      const patch = typeof change === 'function' ? change(state) : change;
      state = { ...state, ...patch };
      for (const l of [...listeners]) l();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
