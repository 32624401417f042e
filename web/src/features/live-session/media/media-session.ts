import type { JoinInfo, SessionPeer } from '@scheduler/contracts/live-session';

/**
 * The browser side of live-session media (issue 12 design): one interface, two adapters — Chime SDK deployed
 * (chime-media-session.ts, loaded only on this route) and plain RTCPeerConnection locally (p2p-media-session.ts,
 * perfect negotiation over the product's WebSocket). The page reads `getState()` through `useSyncExternalStore`, so
 * the session UI is written once. Everything that is not media (chat, control, waiting room) goes through
 * SessionChannel, the same in both modes.
 */

/** One video on the page: a participant's camera, or their shared screen (`attendeeId` + LIVE_SESSION.contentSuffix). */
export interface VideoTile {
  tileId: string;
  attendeeId: string;
  /** A screen share. */
  content: boolean;
  /** This browser's own camera. */
  local: boolean;
  /** The remote camera is off (or no video track yet). */
  paused: boolean;
}

export interface MediaState {
  phase: 'idle' | 'joining' | 'joined' | 'left' | 'failed';
  /** When phase is 'failed'. */
  error?: string;
  micMuted: boolean;
  cameraOn: boolean;
  sharing: boolean;
  blur: 'off' | 'on' | 'unsupported';
  tiles: VideoTile[];
  /** Participants' audio levels 0..1, by attendee id (for the speaking indicator and the tests). */
  levels: Record<string, number>;
}

export interface MediaDevicesChoice {
  audioInputId?: string;
  videoInputId?: string;
  audioOutputId?: string;
}

export interface MediaSession {
  /** Joins the media meeting with the answer of getJoinInfo. Resolves when own media is flowing. */
  join(info: JoinInfo, options: { devices: MediaDevicesChoice; cameraOn: boolean; micOn: boolean; blur: boolean }): Promise<void>;
  leave(): Promise<void>;
  setMicMuted(muted: boolean): void;
  setCameraOn(on: boolean): Promise<void>;
  /** Desktop only (the page hides it on mobile). Rejects when the user cancels the picker. */
  startScreenShare(): Promise<void>;
  stopScreenShare(): Promise<void>;
  setBlur(on: boolean): Promise<void>;
  /** Attaches a tile's stream to a <video> element (null detaches). */
  bindVideo(tileId: string, element: HTMLVideoElement | null): void;
  /** p2p: the mesh learns who is in the room from the channel; Chime ignores it (its roster comes from the service). */
  onPeers?(peers: SessionPeer[]): void;
  getState(): MediaState;
  subscribe(listener: () => void): () => void;
}

export const initialMediaState: MediaState = {
  phase: 'idle',
  micMuted: false,
  cameraOn: true,
  sharing: false,
  blur: 'off',
  tiles: [],
  levels: {},
};
