import { describe, expect, it } from 'vitest';
import { loadMediaSession } from './create-media-session.ts';
import type { SessionChannel } from './session-channel.ts';

const channel: SessionChannel = { send: () => undefined, subscribe: () => () => undefined, onOpen: () => () => undefined, close: () => undefined };

describe('loadMediaSession', () => {
  it('gives a media session of either kind, idle until joined', async () => {
    for (const kind of ['p2p', 'chime'] as const) {
      const session = await loadMediaSession(kind, channel);
      expect(session.getState().phase).toBe('idle');
      expect(typeof session.join).toBe('function');
    }
    expect(typeof (await loadMediaSession('p2p', channel)).onPeers).toBe('function');
    expect((await loadMediaSession('chime', channel)).onPeers).toBeUndefined();
  });
});
