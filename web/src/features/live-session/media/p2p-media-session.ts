import { type JoinInfo, LIVE_SESSION, type SessionPeer, type SessionServerMessage } from '@scheduler/contracts/live-session';
import { type AudioLevelMeter, createAudioLevelMeter, LEVEL_INTERVAL_MS } from './audio-levels.ts';
import { type BlurProcessor, blurVideoTrack, loadBlurProcessor } from './blur-processor.ts';
import type { MediaDevicesChoice, MediaSession, MediaState, VideoTile } from './media-session.ts';
import { createMediaStore } from './media-store.ts';
import { createPeerLink, LINK_RESETS, type PeerLink, type SignalData, type StreamKind } from './p2p-peer-link.ts';
import type { SessionChannel } from './session-channel.ts';

/**
 * Local media (MEETING_MEDIA=p2p): a mesh of plain RTCPeerConnections between the few people of a session, signalled
 * over the session channel (op 'signal'), no STUN/TURN (this machine only). Own camera 640x360@15 + mic; a screen share
 * is a second stream announced as `content`; mute and camera off disable the track; audio levels by AnalyserNode.
 * Peers are connected only after our own getUserMedia resolved (signals that come earlier wait).
 */
export interface P2pMediaDeps {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  getDisplayMedia(constraints: DisplayMediaStreamOptions): Promise<MediaStream>;
  createPeerConnection(): RTCPeerConnection;
  createMeter(): AudioLevelMeter;
  /** Plays a peer's audio (remote WebRTC audio must go through a media element to be heard and metered). */
  createAudioElement(): HTMLAudioElement;
  loadBlur(): Promise<BlurProcessor | undefined>;
  blurTrack: typeof blurVideoTrack;
}

export function browserP2pDeps(): P2pMediaDeps {
  return {
    getUserMedia: (c) => navigator.mediaDevices.getUserMedia(c),
    getDisplayMedia: (c) => navigator.mediaDevices.getDisplayMedia(c),
    createPeerConnection: () => new RTCPeerConnection({ iceServers: [] }),
    createMeter: () => createAudioLevelMeter(),
    createAudioElement: () => {
      const audio = document.createElement('audio');
      audio.autoplay = true;
      return audio;
    },
    loadBlur: () => loadBlurProcessor(),
    blurTrack: blurVideoTrack,
  };
}

/**
 * A signal as it travels: the sender page's instance (`epoch`) and the link's generation (`gen`), which both sides of a
 * pair share and which goes up when the polite side starts the link afresh (p2p-peer-link.ts LINK_RESET_MS).
 */
type PeerSignal = SignalData & { epoch?: string; gen?: number };

interface Remote {
  link: PeerLink;
  gen: number;
  /** The peer page's instance (a reloaded page is a new one: its old connection is dead). */
  epoch?: string;
  cameraSender?: RTCRtpSender;
  screenSender?: RTCRtpSender;
  audio?: HTMLAudioElement;
  contentStreamId?: string;
  /** Own tracks added to the connection (the polite side of a new link waits for the first offer: p2p-peer-link.ts). */
  tracksAdded?: boolean;
}

export function cameraConstraints(devices: MediaDevicesChoice): MediaStreamConstraints {
  const { width, height, frameRate } = LIVE_SESSION.video;
  return {
    audio: devices.audioInputId ? { deviceId: { exact: devices.audioInputId } } : true,
    video: {
      width: { ideal: width },
      height: { ideal: height },
      frameRate: { ideal: frameRate },
      ...(devices.videoInputId ? { deviceId: { exact: devices.videoInputId } } : {}),
    },
  };
}

export function createP2pMediaSession(channel: SessionChannel, deps: P2pMediaDeps = browserP2pDeps()): MediaSession {
  const store = createMediaStore();
  const remotes = new Map<string, Remote>();
  const peers = new Map<string, SessionPeer>();
  const waitingSignals = new Map<string, PeerSignal[]>();
  /** Fresh links made per peer (resetLink). */
  const resets = new Map<string, number>();
  const tileStreams = new Map<string, MediaStream>();
  const bound = new Map<string, HTMLVideoElement>();
  let selfId = '';
  let meetingId = '';
  let ready = false;
  let local: MediaStream | undefined;
  let screen: MediaStream | undefined;
  let blurred: { track: MediaStreamTrack; stop(): void } | undefined;
  let meter: AudioLevelMeter | undefined;
  let levelTimer: ReturnType<typeof setInterval> | undefined;
  let audioOutputId: string | undefined;
  let unsubscribe: (() => void) | undefined;
  /** This page's instance, sent with every signal: a peer that sees it change (we reloaded) starts a fresh connection. */
  const epoch = Math.random().toString(36).slice(2);

  const rawVideo = () => local?.getVideoTracks()[0];
  const sentVideo = () => blurred?.track ?? rawVideo();

  function attach(element: HTMLVideoElement, stream: MediaStream | undefined): void {
    if (element.srcObject === (stream ?? null)) return;
    element.srcObject = stream ?? null;
    element.muted = true;
    element.playsInline = true;
    if (stream) void element.play().catch(() => undefined);
  }

  function setTile(tile: VideoTile, stream: MediaStream): void {
    tileStreams.set(tile.tileId, stream);
    const el = bound.get(tile.tileId);
    if (el) attach(el, stream);
    store.update((s) => ({ tiles: [...s.tiles.filter((t) => t.tileId !== tile.tileId), tile] }));
  }

  function removeTile(tileId: string): void {
    tileStreams.delete(tileId);
    const el = bound.get(tileId);
    if (el) attach(el, undefined);
    if (store.get().tiles.some((t) => t.tileId === tileId)) store.update((s) => ({ tiles: s.tiles.filter((t) => t.tileId !== tileId) }));
  }

  function setPaused(tileId: string, paused: boolean): void {
    if (!store.get().tiles.some((t) => t.tileId === tileId && t.paused !== paused)) return;
    store.update((s) => ({ tiles: s.tiles.map((t) => (t.tileId === tileId ? { ...t, paused } : t)) }));
  }

  function ownStreams(): Record<string, StreamKind> {
    const streams: Record<string, StreamKind> = {};
    if (local) streams[local.id] = 'camera';
    if (screen) streams[screen.id] = 'content';
    return streams;
  }

  function connect(peerId: string, gen = waitingSignals.get(peerId)?.[0]?.gen ?? 0): Remote {
    const existing = remotes.get(peerId);
    if (existing) return existing;
    const contentTile = peerId + LIVE_SESSION.contentSuffix;
    const remote: Remote = {
      gen,
      link: createPeerLink({
        selfId,
        peerId,
        createPeerConnection: deps.createPeerConnection,
        send: (data) => channel.send({ action: 'session', op: 'signal', meetingId, to: peerId, data: { ...data, epoch, gen } as never }),
        addLocalTracks: () => addLocalTracks(remote),
        onStalled: () => resetLink(peerId),
        ownStreams,
        onTrack(track, stream, kind) {
          if (track.kind === 'audio') {
            const audio = remote.audio ?? deps.createAudioElement();
            remote.audio = audio;
            audio.srcObject = new MediaStream([track]);
            if (audioOutputId && 'setSinkId' in audio) void audio.setSinkId(audioOutputId).catch(() => undefined);
            void audio.play().catch(() => undefined);
            meter?.add(peerId, new MediaStream([track]));
            return;
          }
          const video = new MediaStream([track]);
          if (kind === 'content') {
            remote.contentStreamId = stream.id;
            setTile({ tileId: contentTile, attendeeId: peerId, content: true, local: false, paused: false }, video);
            stream.addEventListener('removetrack', () => {
              if (remote.contentStreamId === stream.id && !stream.getVideoTracks().length) removeTile(contentTile);
            });
          } else {
            setTile({ tileId: peerId, attendeeId: peerId, content: false, local: false, paused: peers.get(peerId)?.isCameraOff ?? false }, video);
          }
        },
        onStreamsAnnounced(streams) {
          if (remote.contentStreamId && streams[remote.contentStreamId] !== 'content') {
            remote.contentStreamId = undefined;
            removeTile(contentTile);
          }
        },
      }),
    };
    remotes.set(peerId, remote);
    remote.link.start();
    for (const data of waitingSignals.get(peerId) ?? []) {
      remote.epoch = data.epoch ?? remote.epoch;
      void remote.link.handle(data);
    }
    waitingSignals.delete(peerId);
    return remote;
  }

  /** Own microphone, camera (or its blurred copy) and screen share, if any, onto a link's connection. */
  function addLocalTracks(remote: Remote): void {
    const pc = remote.link.connection;
    remote.tracksAdded = true;
    for (const track of local?.getAudioTracks() ?? []) pc.addTrack(track, local as MediaStream);
    const video = sentVideo();
    if (video && local) remote.cameraSender = pc.addTrack(video, local);
    const shared = screen?.getVideoTracks()[0];
    if (shared && screen) remote.screenSender = pc.addTrack(shared, screen);
  }

  /** The polite side's way out of a link that never connected: a new connection on both sides, one generation up. */
  function resetLink(peerId: string): void {
    const old = remotes.get(peerId);
    const count = resets.get(peerId) ?? 0;
    if (!old || !ready || count >= LINK_RESETS) return;
    resets.set(peerId, count + 1);
    console.warn(`Live session: no connection to ${peerId}; starting the link afresh`);
    disconnect(peerId);
    const fresh = connect(peerId, old.gen + 1);
    fresh.epoch = old.epoch;
    fresh.link.announceReset();
  }

  function disconnect(peerId: string): void {
    const remote = remotes.get(peerId);
    waitingSignals.delete(peerId);
    if (!remote) return;
    remotes.delete(peerId);
    remote.link.close();
    if (remote.audio) remote.audio.srcObject = null;
    meter?.remove(peerId);
    removeTile(peerId);
    removeTile(peerId + LIVE_SESSION.contentSuffix);
    store.update((s) => {
      const { [peerId]: _gone, ...levels } = s.levels;
      return { levels };
    });
  }

  function onMessage(message: SessionServerMessage): void {
    if (meetingId && message.meetingId !== undefined && message.meetingId !== meetingId) return;
    if (message.type === 'session.signal') {
      const data = message.data as PeerSignal;
      if (!ready) {
        waitingSignals.set(message.from, [...(waitingSignals.get(message.from) ?? []), data]);
        return;
      }
      const gen = data.gen ?? 0;
      const known = remotes.get(message.from);
      if (known) {
        // The peer reloaded (a new page instance) or started the link afresh: so do we. A signal of a link already
        // replaced is dropped.
        const reloaded = !!known.epoch && !!data.epoch && known.epoch !== data.epoch;
        if (!reloaded && gen < known.gen) return;
        if (reloaded || gen > known.gen) disconnect(message.from);
      }
      const remote = connect(message.from, gen);
      remote.epoch = data.epoch ?? remote.epoch;
      void remote.link.handle(data);
    } else if (message.type === 'session.peer-left') {
      peers.delete(message.attendeeId);
      disconnect(message.attendeeId);
    } else if (message.type === 'session.camera') {
      const peer = peers.get(message.attendeeId);
      if (peer) peers.set(message.attendeeId, { ...peer, isCameraOff: message.isCameraOff });
      setPaused(message.attendeeId, message.isCameraOff);
    }
  }

  function connectKnownPeers(): void {
    if (!ready) return;
    for (const peerId of peers.keys()) if (peerId !== selfId) connect(peerId);
    // A link is closed only when its peer leaves (session.peer-left), reloads (a new epoch) or starts it afresh (a new
    // generation), never because a roster lacks it: the relay answers concurrently, so a roster (the join's
    // session.peers) may be older than a signal the peer already sent, and closing the link on one side only left the
    // other side's link talking to nobody.
  }

  function showLocalVideo(): void {
    const track = sentVideo();
    if (track) setTile({ tileId: selfId, attendeeId: selfId, content: false, local: true, paused: !store.get().cameraOn }, new MediaStream([track]));
  }

  async function replaceSentVideo(): Promise<void> {
    const track = sentVideo() ?? null;
    await Promise.all([...remotes.values()].map((r) => r.cameraSender?.replaceTrack(track)));
    showLocalVideo();
  }

  async function stopScreenShare(): Promise<void> {
    const shared = screen;
    if (!shared) return;
    screen = undefined;
    for (const remote of remotes.values()) {
      if (remote.screenSender) remote.link.connection.removeTrack(remote.screenSender);
      remote.screenSender = undefined;
    }
    for (const track of shared.getTracks()) track.stop();
    removeTile(selfId + LIVE_SESSION.contentSuffix);
    store.update({ sharing: false });
  }

  // Listening from the start: a peer's offer may come before our own getUserMedia resolved (it waits in waitingSignals).
  unsubscribe = channel.subscribe(onMessage);

  return {
    async join(info: JoinInfo, options) {
      selfId = info.attendee.AttendeeId;
      // The relay names the session by the product's meeting id (the media meeting's ExternalMeetingId), not the room.
      meetingId = typeof info.meeting.ExternalMeetingId === 'string' ? info.meeting.ExternalMeetingId : info.meeting.MeetingId;
      audioOutputId = options.devices.audioOutputId;
      store.update({ phase: 'joining', error: undefined, micMuted: !options.micOn, cameraOn: options.cameraOn });
      try {
        local = await deps.getUserMedia(cameraConstraints(options.devices));
      } catch (e) {
        store.update({ phase: 'failed', error: e instanceof Error ? e.message : String(e) });
        throw e;
      }
      for (const track of local.getAudioTracks()) track.enabled = options.micOn;
      for (const track of local.getVideoTracks()) track.enabled = options.cameraOn;
      meter = deps.createMeter();
      meter.add(selfId, local);
      levelTimer = setInterval(() => {
        if (meter) store.update({ levels: meter.read() });
      }, LEVEL_INTERVAL_MS);
      if (options.blur) await this.setBlur(true);
      showLocalVideo();
      ready = true;
      store.update({ phase: 'joined' });
      connectKnownPeers();
    },
    async leave() {
      ready = false;
      unsubscribe?.();
      unsubscribe = undefined;
      for (const peerId of [...remotes.keys()]) disconnect(peerId);
      await stopScreenShare();
      blurred?.stop();
      blurred = undefined;
      for (const track of local?.getTracks() ?? []) track.stop();
      local = undefined;
      if (levelTimer) clearInterval(levelTimer);
      meter?.close();
      meter = undefined;
      for (const tileId of [...tileStreams.keys()]) removeTile(tileId);
      store.update({ phase: 'left', tiles: [], levels: {}, sharing: false });
    },
    setMicMuted(muted) {
      for (const track of local?.getAudioTracks() ?? []) track.enabled = !muted;
      store.update({ micMuted: muted });
    },
    async setCameraOn(on) {
      for (const track of local?.getVideoTracks() ?? []) track.enabled = on;
      if (blurred) blurred.track.enabled = on;
      store.update({ cameraOn: on });
      setPaused(selfId, !on);
    },
    async startScreenShare() {
      if (screen) return;
      const shared = await deps.getDisplayMedia({ video: { frameRate: LIVE_SESSION.video.frameRate }, audio: false });
      const track = shared.getVideoTracks()[0];
      if (!track) {
        for (const t of shared.getTracks()) t.stop();
        throw new Error('No screen was shared');
      }
      screen = shared;
      track.addEventListener('ended', () => {
        if (screen === shared) void stopScreenShare();
      });
      // A link still waiting for its first offer sends the screen with its other tracks (addLocalTracks).
      for (const remote of remotes.values()) if (remote.tracksAdded) remote.screenSender = remote.link.connection.addTrack(track, shared);
      setTile(
        { tileId: selfId + LIVE_SESSION.contentSuffix, attendeeId: selfId, content: true, local: true, paused: false },
        new MediaStream([track]),
      );
      store.update({ sharing: true });
    },
    stopScreenShare,
    async setBlur(on) {
      if (!on) {
        if (!blurred) return store.update({ blur: store.get().blur === 'unsupported' ? 'unsupported' : 'off' });
        const old = blurred;
        blurred = undefined;
        await replaceSentVideo();
        old.stop();
        store.update({ blur: 'off' });
        return;
      }
      const camera = rawVideo();
      if (blurred || !camera) return;
      const processor = await deps.loadBlur();
      if (!processor) {
        store.update({ blur: 'unsupported' });
        return;
      }
      blurred = deps.blurTrack(processor, camera, LIVE_SESSION.video.frameRate);
      blurred.track.enabled = camera.enabled;
      await replaceSentVideo();
      store.update({ blur: 'on' });
    },
    bindVideo(tileId, element) {
      const previous = bound.get(tileId);
      if (previous && previous !== element) attach(previous, undefined);
      if (!element) {
        bound.delete(tileId);
        return;
      }
      bound.set(tileId, element);
      attach(element, tileStreams.get(tileId));
    },
    onPeers(list) {
      peers.clear();
      for (const peer of list) if (peer.attendeeId !== selfId) peers.set(peer.attendeeId, peer);
      for (const peer of peers.values()) setPaused(peer.attendeeId, peer.isCameraOff ?? false);
      connectKnownPeers();
    },
    getState: (): MediaState => store.get(),
    subscribe: store.subscribe,
  };
}
