import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMediaStore } from './media-store.ts';
import type { MediaSession } from './media-session.ts';
import { useMediaState } from './use-media-state.ts';

describe('useMediaState', () => {
  it('is idle without a session and follows the session store', () => {
    const store = createMediaStore();
    const session = { getState: store.get, subscribe: store.subscribe } as unknown as MediaSession;
    const { result, rerender } = renderHook(({ s }) => useMediaState(s), { initialProps: { s: undefined as MediaSession | undefined } });
    expect(result.current.phase).toBe('idle');
    rerender({ s: session });
    act(() => store.update({ phase: 'joined', micMuted: true }));
    expect(result.current).toMatchObject({ phase: 'joined', micMuted: true });
  });
});
