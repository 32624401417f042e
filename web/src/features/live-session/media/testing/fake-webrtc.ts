import { vi } from 'vitest';

/** Small stand-ins for the browser's media objects (happy-dom has none), enough for the adapters' logic. */
let nextId = 1;

export class FakeTrack {
  enabled = true;
  stopped = false;
  readonly id = `track-${nextId++}`;
  private listeners: Record<string, (() => void)[]> = {};
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
  getSettings() {
    return { width: 640, height: 360 };
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), fn];
  }
  fire(type: string) {
    for (const fn of this.listeners[type] ?? []) fn();
  }
}

export class FakeStream {
  readonly id: string;
  readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = [], id?: string) {
    this.tracks = [...tracks];
    this.id = id ?? `stream-${nextId++}`;
  }
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  addEventListener() {}
}

export function cameraStream(): FakeStream {
  return new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]);
}

type Description = { type: string; sdp?: string };

/** Signalling states as RTCPeerConnection keeps them, without implicit rollback (the adapter rolls back itself). */
export class FakePeerConnection {
  signalingState: 'stable' | 'have-local-offer' | 'have-remote-offer' | 'closed' = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  oniceconnectionstatechange: (() => void) | null = null;
  restartIce = vi.fn(() => {
    this.log.push('restartIce');
  });
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  log: string[] = [];
  senders: { track: FakeTrack | null; stream: FakeStream; replaceTrack: ReturnType<typeof vi.fn> }[] = [];
  candidates: unknown[] = [];
  onnegotiationneeded: (() => Promise<void> | void) | null = null;
  onicecandidate: ((e: { candidate: { toJSON(): unknown } | null }) => void) | null = null;
  ontrack: ((e: { track: FakeTrack; streams: FakeStream[] }) => void) | null = null;

  async setLocalDescription(description?: Description) {
    if (description?.type === 'rollback') {
      this.log.push('rollback');
      this.localDescription = null;
      this.signalingState = 'stable';
      return;
    }
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: 'answer-sdp' };
      this.signalingState = 'stable';
    } else {
      this.localDescription = { type: 'offer', sdp: 'offer-sdp' };
      this.signalingState = 'have-local-offer';
    }
    this.log.push(`local:${this.localDescription.type}`);
  }

  async setRemoteDescription(description: Description) {
    if (description.type === 'offer' && this.signalingState === 'have-local-offer') throw new Error('InvalidStateError: glare');
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
    this.log.push(`remote:${description.type}`);
  }

  async addIceCandidate(candidate: unknown) {
    this.candidates.push(candidate);
  }

  addTrack(track: FakeTrack, stream: FakeStream) {
    const sender = { track, stream, replaceTrack: vi.fn(async () => undefined) };
    this.senders.push(sender);
    return sender;
  }

  removeTrack(sender: { track: FakeTrack | null }) {
    this.senders = this.senders.filter((s) => s !== sender);
    this.log.push('removeTrack');
  }

  close() {
    this.signalingState = 'closed';
    this.log.push('close');
  }
}
