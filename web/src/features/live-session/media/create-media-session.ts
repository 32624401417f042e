import type { MediaKind } from '@scheduler/contracts/live-session';
import type { MediaSession } from './media-session.ts';
import { createP2pMediaSession } from './p2p-media-session.ts';
import type { SessionChannel } from './session-channel.ts';

/**
 * The media adapter of the join answer's kind. The local mesh is small and imported directly; the Chime SDK is a
 * dynamic import, so its chunk is fetched only when a deployed session is joined.
 */
export async function loadMediaSession(kind: MediaKind, channel: SessionChannel): Promise<MediaSession> {
  if (kind === 'p2p') return createP2pMediaSession(channel);
  const { createChimeMediaSession } = await import('./chime-media-session.ts');
  return createChimeMediaSession(channel);
}
