import type { SessionServerMessage } from '@scheduler/contracts/live-session';
import type { SessionDeps } from '@scheduler/core/live-session/session-service';
import type { Deps } from '../lib/deps.ts';
import { launchSettings } from '../meeting/meeting-deps.ts';

/**
 * The live-session services' dependencies: the table, the media (undefined where none is configured), the launch-link
 * key for sealed meeting ids, and pushes to WebSocket connections through the Realtime port. Where no WebSocket API
 * is wired a push fails (and is dropped by the room's delivery): the pages also poll.
 */
export async function sessionDeps(deps: Deps): Promise<SessionDeps> {
  const { realtime } = deps;
  const post = async (connectionId: string, message: SessionServerMessage) => {
    if (!realtime) throw new Error('No WebSocket API is configured');
    return realtime.post(connectionId, message);
  };
  return { db: deps.db, clock: deps.clock, ids: deps.ids, media: deps.media, post, launchKey: (await launchSettings(deps)).key };
}
