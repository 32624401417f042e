import { LIVE_SESSION, type JoinInfo, type SessionPeer, type SessionServerMessage } from '@scheduler/contracts/live-session';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MediaSession } from '../media/media-session.ts';
import type { SessionChannel } from '../media/session-channel.ts';

export interface ChatLine {
  key: string;
  senderId: string;
  senderName: string;
  recipient: string;
  message: string;
  timestamp: string;
}

/** What ends the page's part in the session: the host ended it, or this attendee moved to another device. */
export type RoomEnd = 'ended' | 'replaced';

export interface SessionRoom {
  self: SessionPeer;
  /** Everyone this page may see, self excluded. */
  peers: SessionPeer[];
  chat: ChatLine[];
  chatError?: string;
  /** Someone else started sharing their screen: their name and the content tile to show large. */
  shareOffer?: { name: string; attendeeId: string };
  clearShareOffer(): void;
  /** The screen share that stopped last (the large view leaves its content tile). */
  stoppedShare?: string;
  end?: RoomEnd;
  send: SessionChannel['send'];
  meetingId: string;
}

const stripContent = (id: string) => (id.endsWith(LIVE_SESSION.contentSuffix) ? id.slice(0, -LIVE_SESSION.contentSuffix.length) : id);
export const ownerOf = stripContent;

/**
 * The session's room over the product's WebSocket (issue 12 design): joins the attendee once media flows and again on
 * every reconnect, keeps the peers (fed to the media mesh), their mic and camera states, the chat, and applies the
 * host's control messages to this page's own microphone.
 */
export function useSessionRoom(channel: SessionChannel, media: MediaSession, info: JoinInfo, meetingId: string): SessionRoom {
  const selfId = info.attendee.AttendeeId;
  const [self, setSelf] = useState<SessionPeer>({
    attendeeId: selfId,
    name: info.attendee.name,
    role: info.attendee.role,
    mainHost: false,
  });
  const [peers, setPeers] = useState<SessionPeer[]>([]);
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [chatError, setChatError] = useState<string>();
  const [shareOffer, setShareOffer] = useState<SessionRoom['shareOffer']>();
  const [stoppedShare, setStoppedShare] = useState<string>();
  const [end, setEnd] = useState<RoomEnd>();
  const peersRef = useRef(peers);
  const count = useRef(0);

  const update = useCallback(
    (next: (current: SessionPeer[]) => SessionPeer[]) => {
      peersRef.current = next(peersRef.current);
      setPeers(peersRef.current);
      media.onPeers?.(peersRef.current);
    },
    [media],
  );
  const patch = useCallback(
    (attendeeId: string, change: Partial<SessionPeer>) => update((all) => all.map((p) => (p.attendeeId === attendeeId ? { ...p, ...change } : p))),
    [update],
  );
  const send = channel.send;
  const clearShareOffer = useCallback(() => setShareOffer(undefined), []);

  useEffect(() => {
    const join = () => send({ action: 'session', op: 'join', meetingId, attendeeId: selfId });
    const muteSelf = () => {
      media.setMicMuted(true);
      send({ action: 'session', op: 'mic', meetingId, muted: true });
    };
    const off = channel.subscribe((m: SessionServerMessage) => {
      switch (m.type) {
        case 'session.peers':
          setSelf(m.self);
          return update(() => m.peers.filter((p) => p.attendeeId !== selfId));
        case 'session.peer-joined':
          if (m.peer.attendeeId === selfId) return;
          return update((all) => [...all.filter((p) => p.attendeeId !== m.peer.attendeeId), m.peer]);
        case 'session.peer-left': {
          const gone = peersRef.current.find((p) => p.attendeeId === m.attendeeId);
          update((all) => all.filter((p) => p.attendeeId !== m.attendeeId));
          // doc 2 §4: the others are told the meeting ended when the main host leaves it.
          if (gone?.mainHost && m.reason === 'left') setEnd((e) => e ?? 'ended');
          return;
        }
        case 'session.mic':
          return m.attendeeId === selfId ? undefined : patch(m.attendeeId, { muted: m.muted });
        case 'session.camera':
          return m.attendeeId === selfId ? undefined : patch(m.attendeeId, { isCameraOff: m.isCameraOff });
        case 'session.control':
          // Chime has no remote mute: the target mutes itself. An unmute is left to the person (never switched on remotely).
          if (m.control === 'mute' && m.targetAttendeeId === selfId) muteSelf();
          if (m.control === 'muteAll' && info.attendee.role === 'candidate') muteSelf();
          return;
        case 'session.screen':
          if (m.sharedAttendeeId === selfId) return;
          if (m.screen === 'started') setShareOffer({ name: m.name, attendeeId: m.sharedAttendeeId });
          else {
            setShareOffer((o) => (o?.attendeeId === m.sharedAttendeeId ? undefined : o));
            setStoppedShare(m.sharedAttendeeId);
          }
          return;
        case 'session.chat':
          setChatError(undefined);
          return setChat((all) => [...all, { ...m, key: `${m.timestamp}-${count.current++}` }]);
        case 'session.error':
          if (m.op === 'chat') setChatError(m.message);
          return;
        case 'session.ended':
          return setEnd((e) => e ?? 'ended');
        case 'session.replaced':
          return setEnd('replaced');
        default:
          return;
      }
    });
    // Listening first: the answer to the join (session.peers) must not come before the subscription.
    const offOpen = channel.onOpen(join);
    join();
    return () => {
      offOpen();
      off();
    };
  }, [channel, send, media, meetingId, selfId, update, patch, info.attendee.role]);

  return useMemo(
    () => ({ self, peers, chat, chatError, shareOffer, clearShareOffer, stoppedShare, end, send, meetingId }),
    [self, peers, chat, chatError, shareOffer, clearShareOffer, stoppedShare, end, send, meetingId],
  );
}
