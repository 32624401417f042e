import type { SessionClientMessage, SessionServerMessage } from '@scheduler/contracts/live-session';
import { vi } from 'vitest';
import type { MediaSession } from '../media/media-session.ts';
import { createMediaStore } from '../media/media-store.ts';
import type { SessionChannel } from '../media/session-channel.ts';

/** A SessionChannel in memory: records what the page sends; `emit` plays a server message, `open` a (re)connect. */
export function fakeChannel() {
  const listeners = new Set<(m: SessionServerMessage) => void>();
  const openListeners = new Set<() => void>();
  const sent: SessionClientMessage[] = [];
  const channel: SessionChannel = {
    send: (m) => void sent.push(m),
    subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)),
    onOpen: (l) => (openListeners.add(l), () => void openListeners.delete(l)),
    close: vi.fn(),
  };
  return {
    channel,
    sent,
    ops: (op: SessionClientMessage['op']) => sent.filter((m) => m.op === op),
    emit: (m: SessionServerMessage) => [...listeners].forEach((l) => l(m)),
    open: () => [...openListeners].forEach((l) => l()),
  };
}

/** A MediaSession whose join shows this page's own camera tile; every call is a spy. */
export function fakeMedia() {
  const store = createMediaStore();
  let selfId = '';
  const media = {
    join: vi.fn<MediaSession['join']>(async (info, options) => {
      selfId = info.attendee.AttendeeId;
      store.update({
        phase: 'joined',
        micMuted: !options.micOn,
        cameraOn: options.cameraOn,
        blur: options.blur ? 'on' : 'off',
        tiles: [{ tileId: selfId, attendeeId: selfId, content: false, local: true, paused: !options.cameraOn }],
      });
    }),
    leave: vi.fn<MediaSession['leave']>(async () => store.update({ phase: 'left', tiles: [] })),
    setMicMuted: vi.fn<MediaSession['setMicMuted']>((muted) => store.update({ micMuted: muted })),
    setCameraOn: vi.fn<MediaSession['setCameraOn']>(async (on) => store.update({ cameraOn: on })),
    startScreenShare: vi.fn<MediaSession['startScreenShare']>(async () => store.update({ sharing: true })),
    stopScreenShare: vi.fn<MediaSession['stopScreenShare']>(async () => store.update({ sharing: false })),
    setBlur: vi.fn<MediaSession['setBlur']>(async () => undefined),
    bindVideo: vi.fn<MediaSession['bindVideo']>(),
    onPeers: vi.fn<NonNullable<MediaSession['onPeers']>>(),
    getState: store.get,
    subscribe: store.subscribe,
  } satisfies MediaSession;
  return { media, store };
}
