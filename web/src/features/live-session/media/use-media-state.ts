import { useSyncExternalStore } from 'react';
import { initialMediaState, type MediaSession, type MediaState } from './media-session.ts';

const noSubscription = () => () => undefined;
const idle = () => initialMediaState;

/** The media session's state for React (idle until there is a session). */
export function useMediaState(session: MediaSession | undefined): MediaState {
  return useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getState ?? idle, session?.getState ?? idle);
}
