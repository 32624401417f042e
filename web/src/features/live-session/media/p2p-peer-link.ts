/**
 * One RTCPeerConnection of the local mesh, with the W3C perfect-negotiation pattern
 * (https://w3c.github.io/webrtc-pc/#perfect-negotiation-example): both sides may offer at any time; on a collision the
 * impolite side ignores the other's offer and the polite side rolls its own back and answers. Polite = the lower
 * attendee id, so every pair agrees without a round trip. Only the impolite side offers first: the polite side adds
 * its own tracks when the first offer comes (they go out in its answer), so a new link starts without glare. Each
 * description carries the sender's stream kinds (`streams`: stream id → camera | content) so the receiver knows a
 * screen share from a camera.
 */
export type StreamKind = 'camera' | 'content';

export interface SignalData {
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit | null;
  streams?: Record<string, StreamKind>;
  /** The sender's order of this link's signals (0, 1, 2...): the relay does not keep order between messages. */
  seq?: number;
  /** The polite side started this link afresh (LINK_RESET_MS): the peer starts its side afresh too. */
  reset?: boolean;
}

/**
 * How long a missing signal is waited for before the ones after it are applied anyway (one lost on the way, e.g.
 * while the peer's socket reconnected, must not stop the link for good).
 */
export const SIGNAL_GAP_MS = 3000;

/**
 * How long a negotiated link may stay without ICE progress (state new, disconnected or failed) before the impolite
 * side restarts ICE (fresh credentials and candidates through a new offer), at most ICE_RESTARTS times. Seen in CI
 * under load: both sides stable, ICE still "new" after 40 s.
 */
export const ICE_STALL_MS = 5000;
export const ICE_RESTARTS = 3;

/**
 * How long the polite side of a new link waits for the impolite side's first offer before adding its own tracks (and
 * so offering) anyway. Both sides offering at once is legal in perfect negotiation, but seen in CI: a polite side
 * that rolled its offer back before ICE gathering had started never gathered a candidate again on that connection
 * (Chromium 156), for the answer or any ICE restart; the link stayed ICE "new" for good.
 */
export const FIRST_OFFER_WAIT_MS = 3000;

/**
 * How long after its first answer the polite side waits for ICE to get going (the impolite side's restarts included)
 * before it gives the link up and asks for a new one: a connection that cannot gather is not mended by restarts.
 */
export const LINK_RESET_MS = 12_000;
/** At most this many fresh links per peer and page. */
export const LINK_RESETS = 2;

export interface PeerLinkDeps {
  selfId: string;
  peerId: string;
  createPeerConnection(): RTCPeerConnection;
  send(data: SignalData): void;
  /** Adds this side's tracks to the connection (once: at start on the impolite side, at the first offer on the polite). */
  addLocalTracks(): void;
  /** Injected in tests. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  /** The kinds of the streams this side sends, announced with every description. */
  ownStreams(): Record<string, StreamKind>;
  onTrack(track: MediaStreamTrack, stream: MediaStream, kind: StreamKind): void;
  /** The peer's announced streams changed (a content stream missing from it has stopped). */
  onStreamsAnnounced(streams: Record<string, StreamKind>): void;
  /** Polite side only: no ICE progress LINK_RESET_MS after the first answer; the owner replaces the link. */
  onStalled?(): void;
}

export interface PeerLink {
  readonly polite: boolean;
  readonly connection: RTCPeerConnection;
  handle(data: SignalData): Promise<void>;
  /** Begins: the impolite side adds its tracks (and offers); the polite side waits FIRST_OFFER_WAIT_MS for an offer. */
  start(): void;
  /** Tells the peer this link replaces the one before (SignalData.reset), so it starts its side afresh. */
  announceReset(): void;
  close(): void;
}

export function isPolite(selfId: string, peerId: string): boolean {
  return selfId < peerId;
}

export function createPeerLink(deps: PeerLinkDeps): PeerLink {
  const pc = deps.createPeerConnection();
  const polite = isPolite(deps.selfId, deps.peerId);
  const remoteKinds: Record<string, StreamKind> = {};
  let makingOffer = false;
  let ignoreOffer = false;
  let closed = false;
  let chain: Promise<void> = Promise.resolve();
  /** Candidates that came before any remote description (the relay does not keep order between messages). */
  const early: (RTCIceCandidateInit | null)[] = [];
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  let sent = 0;
  /**
   * Perfect negotiation assumes signals arrive in order; the WebSocket relay handles each message on its own, so an
   * offer may overtake the answer sent just before it (the impolite side would then ignore that offer as a collision,
   * and the polite side would wait for an answer for ever: connected, but its media never reaching the other page).
   * Signals carry `seq` and are applied in the sender's order.
   */
  let expected = 0;
  const held = new Map<number, SignalData>();
  let gapTimer = false;

  let restarts = 0;
  let watchdog = false;
  let tracksAdded = false;
  let resetWatch = false;
  const addTracksOnce = () => {
    if (tracksAdded || closed) return;
    tracksAdded = true;
    deps.addLocalTracks();
  };

  const send = (data: SignalData) => deps.send({ ...data, seq: sent++ });

  const stalled = () => pc.signalingState === 'stable' && !!pc.remoteDescription && ['new', 'disconnected', 'failed'].includes(pc.iceConnectionState);
  function restartIce(): void {
    if (closed || polite || restarts >= ICE_RESTARTS || !stalled()) return;
    restarts++;
    console.warn(`Live session: no connection to ${deps.peerId} yet (ICE ${pc.iceConnectionState}); restarting ICE`);
    pc.restartIce();
  }
  /** After each negotiation: check once that ICE got going (the impolite side restarts it if not). */
  function armWatchdog(): void {
    if (polite || watchdog || closed) return;
    watchdog = true;
    setTimer(() => {
      watchdog = false;
      restartIce();
    }, ICE_STALL_MS);
  }
  pc.oniceconnectionstatechange = () => {
    if (pc.iceConnectionState === 'failed') restartIce();
  };
  const sendDescription = () => {
    const d = pc.localDescription;
    if (d && !closed) send({ description: { type: d.type, sdp: d.sdp }, streams: deps.ownStreams() });
  };

  pc.onnegotiationneeded = async () => {
    try {
      makingOffer = true;
      await pc.setLocalDescription();
      sendDescription();
    } catch (e) {
      console.warn('Live session: offer failed', e);
    } finally {
      makingOffer = false;
    }
  };
  pc.onicecandidate = ({ candidate }) => {
    if (!closed) send({ candidate: candidate ? candidate.toJSON() : null });
  };
  pc.ontrack = ({ track, streams }) => {
    const stream = streams[0] ?? new MediaStream([track]);
    deps.onTrack(track, stream, remoteKinds[stream.id] ?? 'camera');
  };

  async function apply(data: SignalData): Promise<void> {
    if (closed) return;
    if (data.streams) {
      for (const key of Object.keys(remoteKinds)) delete remoteKinds[key];
      Object.assign(remoteKinds, data.streams);
      deps.onStreamsAnnounced({ ...data.streams });
    }
    const { description, candidate } = data;
    if (description) {
      const collision = description.type === 'offer' && (makingOffer || pc.signalingState !== 'stable');
      ignoreOffer = !polite && collision;
      if (ignoreOffer) return;
      if (collision) await pc.setLocalDescription({ type: 'rollback' });
      await pc.setRemoteDescription(description);
      for (const c of early.splice(0)) await pc.addIceCandidate(c ?? undefined).catch(() => undefined);
      if (description.type === 'offer') {
        // The polite side's tracks join the transceivers the offer made, so the answer carries them.
        addTracksOnce();
        await pc.setLocalDescription();
        sendDescription();
        if (polite && !resetWatch) {
          resetWatch = true;
          setTimer(() => {
            if (!closed && stalled()) deps.onStalled?.();
          }, LINK_RESET_MS);
        }
      }
      armWatchdog();
    } else if (candidate !== undefined) {
      if (!pc.remoteDescription) {
        early.push(candidate);
        return;
      }
      try {
        await pc.addIceCandidate(candidate ?? undefined);
      } catch (e) {
        if (!ignoreOffer) throw e;
      }
    }
  }

  function enqueue(data: SignalData): Promise<void> {
    const next = chain.then(() => apply(data));
    chain = next.catch((e) => console.warn('Live session: signal failed', e));
    return next;
  }

  /** Applies the held signals that are next in the sender's order; waits SIGNAL_GAP_MS for a missing one. */
  function drain(): Promise<void> {
    let last: Promise<void> = chain;
    while (held.has(expected)) {
      const data = held.get(expected) as SignalData;
      held.delete(expected);
      expected++;
      last = enqueue(data);
    }
    if (held.size && !gapTimer) {
      gapTimer = true;
      setTimer(() => {
        gapTimer = false;
        if (closed || !held.size) return;
        expected = Math.min(...held.keys());
        void drain();
      }, SIGNAL_GAP_MS);
    }
    return last;
  }

  return {
    polite,
    connection: pc,
    handle(data) {
      if (typeof data.seq !== 'number') return enqueue(data);
      // Arrived after the gap wait gave up on it: a candidate still helps; a description is out of date.
      if (data.seq < expected) return data.candidate !== undefined ? enqueue({ candidate: data.candidate }) : chain;
      held.set(data.seq, data);
      return drain();
    },
    start() {
      if (!polite) addTracksOnce();
      else setTimer(addTracksOnce, FIRST_OFFER_WAIT_MS);
    },
    announceReset() {
      if (!closed) send({ reset: true });
    },
    close() {
      closed = true;
      pc.onnegotiationneeded = null;
      pc.onicecandidate = null;
      pc.oniceconnectionstatechange = null;
      pc.ontrack = null;
      pc.close();
    },
  };
}
