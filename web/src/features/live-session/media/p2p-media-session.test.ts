import type { JoinInfo, SessionClientMessage, SessionServerMessage } from '@scheduler/contracts/live-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioLevelMeter } from './audio-levels.ts';
import type { BlurProcessor } from './blur-processor.ts';
import { createP2pMediaSession, type P2pMediaDeps } from './p2p-media-session.ts';
import { FIRST_OFFER_WAIT_MS, LINK_RESET_MS, LINK_RESETS } from './p2p-peer-link.ts';
import type { SessionChannel } from './session-channel.ts';
import { cameraStream, FakePeerConnection, FakeStream, FakeTrack } from './testing/fake-webrtc.ts';

function fakeChannel() {
  const sent: SessionClientMessage[] = [];
  const listeners = new Set<(m: SessionServerMessage) => void>();
  const channel: SessionChannel = {
    send: (m) => sent.push(m),
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    onOpen: () => () => undefined,
    close: () => undefined,
  };
  return { channel, sent, deliver: (m: SessionServerMessage) => listeners.forEach((l) => l(m)) };
}

const info = (id: string): JoinInfo => ({
  status: 'SUCCESS',
  meeting: { kind: 'p2p', MeetingId: 'room-1', ExternalMeetingId: 'm1' },
  attendee: { AttendeeId: id, ExternalUserId: 'u', role: 'host', name: 'Hana' },
});
const peer = (attendeeId: string, isCameraOff = false) => ({
  attendeeId,
  name: attendeeId,
  role: 'candidate' as const,
  mainHost: false,
  isCameraOff,
});
const options = { devices: {}, cameraOn: true, micOn: true, blur: false };

function setup(overrides: Partial<P2pMediaDeps> = {}) {
  const pcs: FakePeerConnection[] = [];
  const local = cameraStream();
  const screen = new FakeStream([new FakeTrack('video')]);
  const meter: AudioLevelMeter = { add: vi.fn(), remove: vi.fn(), read: () => ({}), close: vi.fn() };
  const deps: P2pMediaDeps = {
    getUserMedia: vi.fn(async () => local as unknown as MediaStream),
    getDisplayMedia: vi.fn(async () => screen as unknown as MediaStream),
    createPeerConnection: () => {
      const pc = new FakePeerConnection();
      pcs.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
    createMeter: () => meter,
    createAudioElement: () => ({ srcObject: null, play: async () => undefined }) as unknown as HTMLAudioElement,
    loadBlur: async () => undefined,
    blurTrack: () => ({ track: new FakeTrack('video') as unknown as MediaStreamTrack, stop: vi.fn() }),
    ...overrides,
  };
  const ch = fakeChannel();
  const session = createP2pMediaSession(ch.channel, deps);
  return { session, pcs, local, screen, ch, deps };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.stubGlobal('MediaStream', FakeStream);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('p2p media session', () => {
  it('connects to known peers only after its own camera and mic resolved, with both tracks', async () => {
    vi.useFakeTimers();
    const { session, pcs, ch } = setup();
    session.onPeers?.([peer('b'), peer('c')]);
    ch.deliver({ type: 'session.signal', meetingId: 'm1', from: 'b', data: { description: { type: 'offer', sdp: 'x' } } });
    expect(pcs).toHaveLength(0);
    await session.join(info('a'), options);
    expect(pcs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0);
    // b's early offer was answered once ready, with a's tracks (a is the polite side of both links: it does not offer first)
    expect(ch.sent.some((m) => m.op === 'signal' && m.to === 'b' && (m.data.description as { type: string }).type === 'answer')).toBe(true);
    expect(pcs[0]!.senders.map((s) => s.track?.kind)).toEqual(['audio', 'video']);
    expect(session.getState()).toMatchObject({ phase: 'joined', tiles: [{ tileId: 'a', local: true, content: false, paused: false }] });
    // c has not offered yet: a adds its tracks (and so offers) once the wait is over
    expect(pcs[1]!.senders).toEqual([]);
    await vi.advanceTimersByTimeAsync(FIRST_OFFER_WAIT_MS);
    expect(pcs[1]!.senders.map((s) => s.track?.kind)).toEqual(['audio', 'video']);
  });

  it('offers at once with its tracks to a peer it is the impolite side for', async () => {
    const { session, pcs } = setup();
    await session.join(info('c'), options);
    session.onPeers?.([peer('b')]);
    expect(pcs[0]!.senders.map((s) => s.track?.kind)).toEqual(['audio', 'video']);
  });

  it('mute and camera off disable the tracks and show in the state', async () => {
    const { session, local } = setup();
    await session.join(info('a'), options);
    session.setMicMuted(true);
    expect(local.getAudioTracks()[0]!.enabled).toBe(false);
    expect(session.getState().micMuted).toBe(true);
    await session.setCameraOn(false);
    expect(local.getVideoTracks()[0]!.enabled).toBe(false);
    expect(session.getState()).toMatchObject({ cameraOn: false, tiles: [{ tileId: 'a', paused: true }] });
    session.setMicMuted(false);
    expect(local.getAudioTracks()[0]!.enabled).toBe(true);
  });

  it('starts muted and camera off when joined so', async () => {
    const { session, local } = setup();
    await session.join(info('a'), { ...options, micOn: false, cameraOn: false });
    expect(local.getAudioTracks()[0]!.enabled).toBe(false);
    expect(local.getVideoTracks()[0]!.enabled).toBe(false);
    expect(session.getState()).toMatchObject({ micMuted: true, cameraOn: false });
  });

  it('makes camera and content tiles from remote tracks, pauses on camera off, and removes them when the peer leaves', async () => {
    const { session, pcs, ch } = setup();
    await session.join(info('a'), options);
    session.onPeers?.([peer('b')]);
    const pc = pcs[0]!;
    const camera = new FakeStream([new FakeTrack('video')], 'cam-b');
    pc.ontrack?.({ track: camera.tracks[0]!, streams: [camera] });
    await pcs[0]!.onnegotiationneeded?.();
    ch.deliver({
      type: 'session.signal',
      meetingId: 'm1',
      from: 'b',
      data: { description: { type: 'answer', sdp: 'y' }, streams: { 'cam-b': 'camera', 'screen-b': 'content' } },
    });
    await tick();
    const shared = new FakeStream([new FakeTrack('video')], 'screen-b');
    pc.ontrack?.({ track: shared.tracks[0]!, streams: [shared] });
    expect(session.getState().tiles.filter((t) => !t.local)).toEqual([
      { tileId: 'b', attendeeId: 'b', content: false, local: false, paused: false },
      { tileId: 'b#content', attendeeId: 'b', content: true, local: false, paused: false },
    ]);
    ch.deliver({ type: 'session.camera', meetingId: 'm1', attendeeId: 'b', isCameraOff: true });
    expect(session.getState().tiles.find((t) => t.tileId === 'b')?.paused).toBe(true);

    // b stops sharing: its next description no longer announces the content stream
    ch.deliver({
      type: 'session.signal',
      meetingId: 'm1',
      from: 'b',
      data: { description: { type: 'offer', sdp: 'z' }, streams: { 'cam-b': 'camera' } },
    });
    await tick();
    expect(session.getState().tiles.map((t) => t.tileId)).toEqual(['a', 'b']);

    ch.deliver({ type: 'session.peer-left', meetingId: 'm1', attendeeId: 'b', reason: 'left' });
    expect(session.getState().tiles.map((t) => t.tileId)).toEqual(['a']);
    expect(pc.log).toContain('close');
  });

  it('a peer page that reloaded (new epoch in its signals) gets a fresh connection; a socket reconnect does not', async () => {
    const { session, pcs, ch } = setup();
    await session.join(info('a'), options);
    session.onPeers?.([peer('b')]);
    const offer = (epoch: string) => ({
      type: 'session.signal' as const,
      meetingId: 'm1',
      from: 'b',
      data: { description: { type: 'offer', sdp: 'x' }, epoch },
    });
    ch.deliver(offer('page-1'));
    await tick();
    ch.deliver(offer('page-1'));
    await tick();
    expect(pcs).toHaveLength(1);
    ch.deliver(offer('page-2'));
    await tick();
    expect(pcs).toHaveLength(2);
    expect(pcs[0]!.log).toContain('close');
    expect(pcs[1]!.log).toEqual(['remote:offer', 'local:answer']);
    const mine = ch.sent.find((m) => m.op === 'signal');
    expect(mine?.op === 'signal' && typeof mine.data.epoch).toBe('string');
  });

  it('a roster that lacks a connected peer leaves its link open (a roster may be older than the peer signals); only peer-left closes it', async () => {
    const { session, pcs, ch } = setup();
    await session.join(info('a'), options);
    session.onPeers?.([peer('b'), peer('c')]);
    session.onPeers?.([peer('c')]);
    expect(pcs[0]!.log).not.toContain('close');
    ch.deliver({ type: 'session.peer-left', meetingId: 'm1', attendeeId: 'b', reason: 'left' });
    expect(pcs[0]!.log).toContain('close');
    expect(pcs[1]!.log).not.toContain('close');
  });

  it('screen share adds a second stream to every peer and announces it as content; stop removes it', async () => {
    const { session, pcs, screen, ch } = setup();
    await session.join(info('c'), options);
    session.onPeers?.([peer('b')]);
    await session.startScreenShare();
    const pc = pcs[0]!;
    expect(pc.senders.map((s) => s.stream.id)).toContain(screen.id);
    expect(session.getState()).toMatchObject({ sharing: true });
    expect(session.getState().tiles.find((t) => t.content)).toMatchObject({ tileId: 'c#content', local: true });
    await pc.onnegotiationneeded?.();
    const offer = ch.sent.findLast((m) => m.op === 'signal');
    expect(offer && offer.op === 'signal' && offer.data.streams).toMatchObject({ [screen.id]: 'content' });

    await session.stopScreenShare();
    expect(pc.log).toContain('removeTrack');
    expect(screen.tracks[0]!.stopped).toBe(true);
    expect(session.getState().sharing).toBe(false);
    expect(session.getState().tiles.some((t) => t.content)).toBe(false);
  });

  it('a link still waiting for its first offer sends the screen share with its other tracks', async () => {
    const { session, pcs, screen, ch } = setup();
    await session.join(info('a'), options);
    session.onPeers?.([peer('b')]);
    await session.startScreenShare();
    expect(pcs[0]!.senders).toEqual([]);
    ch.deliver({ type: 'session.signal', meetingId: 'm1', from: 'b', data: { description: { type: 'offer', sdp: 'x' }, seq: 0 } });
    await tick();
    expect(pcs[0]!.senders.map((s) => s.stream.id)).toEqual([expect.any(String), expect.any(String), screen.id]);
  });

  it('a share ended from the browser bar stops sharing', async () => {
    const { session, screen } = setup();
    await session.join(info('a'), options);
    await session.startScreenShare();
    screen.tracks[0]!.fire('ended');
    await tick();
    expect(session.getState().sharing).toBe(false);
  });

  it('a failed camera/mic request leaves the state failed', async () => {
    const { session } = setup({ getUserMedia: async () => Promise.reject(new Error('NotAllowedError')) });
    await expect(session.join(info('a'), options)).rejects.toThrow('NotAllowedError');
    expect(session.getState()).toMatchObject({ phase: 'failed', error: 'NotAllowedError' });
  });

  it('blur: unsupported when the processor cannot load; on replaces the sent camera track', async () => {
    const unsupported = setup();
    await unsupported.session.join(info('a'), options);
    await unsupported.session.setBlur(true);
    expect(unsupported.session.getState().blur).toBe('unsupported');

    const processor: BlurProcessor = { draw: async () => undefined, close: vi.fn() };
    const blurredTrack = new FakeTrack('video');
    const stop = vi.fn();
    const { session, pcs } = setup({
      loadBlur: async () => processor,
      blurTrack: () => ({ track: blurredTrack as unknown as MediaStreamTrack, stop }),
    });
    await session.join(info('c'), options);
    session.onPeers?.([peer('b')]);
    await session.setBlur(true);
    expect(session.getState().blur).toBe('on');
    const cameraSender = pcs[0]!.senders.find((s) => s.track?.kind === 'video')!;
    expect(cameraSender.replaceTrack).toHaveBeenCalledWith(blurredTrack);
    await session.setBlur(false);
    expect(stop).toHaveBeenCalled();
    expect(session.getState().blur).toBe('off');
  });

  it('leave closes every connection and stops own tracks', async () => {
    const { session, pcs, local } = setup();
    await session.join(info('a'), options);
    session.onPeers?.([peer('b')]);
    await session.leave();
    expect(pcs[0]!.log).toContain('close');
    expect(local.getTracks().every((t) => t.stopped)).toBe(true);
    expect(session.getState()).toMatchObject({ phase: 'left', tiles: [] });
  });

  it('the polite side starts a link that never connected afresh: a new connection, a reset one generation up, a few times at most', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, pcs, ch } = setup();
    await session.join(info('a'), options);
    const fromB = (data: Record<string, unknown>) =>
      ch.deliver({ type: 'session.signal', meetingId: 'm1', from: 'b', data: { epoch: 'pb', ...data } });
    const lastSignal = () => ch.sent.findLast((m) => m.op === 'signal');
    fromB({ description: { type: 'offer', sdp: 'x' }, seq: 0, gen: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(pcs).toHaveLength(1);

    for (let gen = 1; gen <= LINK_RESETS; gen++) {
      await vi.advanceTimersByTimeAsync(LINK_RESET_MS); // ICE still 'new'
      expect(pcs[gen - 1]!.log).toContain('close');
      expect(pcs).toHaveLength(gen + 1);
      expect(lastSignal()).toMatchObject({ to: 'b', data: { reset: true, seq: 0, gen } });
      // A late signal of the replaced link is dropped; the peer's new link's offer is answered on the new connection.
      fromB({ candidate: { candidate: 'old' }, seq: 9, gen: gen - 1 });
      fromB({ description: { type: 'offer', sdp: `y${gen}` }, seq: 0, gen });
      await vi.advanceTimersByTimeAsync(0);
      expect(pcs).toHaveLength(gen + 1);
      expect(pcs[gen]!.log).toEqual(['remote:offer', 'local:answer']);
      expect(pcs[gen]!.candidates).toEqual([]);
      expect(lastSignal()).toMatchObject({ data: { description: { type: 'answer' }, gen } });
    }
    await vi.advanceTimersByTimeAsync(LINK_RESET_MS);
    expect(pcs).toHaveLength(LINK_RESETS + 1);
  });

  it("a peer's reset starts our side afresh one generation up, and our new connection offers (we are the impolite side)", async () => {
    const { session, pcs, ch } = setup();
    await session.join(info('c'), options);
    session.onPeers?.([peer('b')]);
    expect(pcs).toHaveLength(1);
    ch.deliver({ type: 'session.signal', meetingId: 'm1', from: 'b', data: { reset: true, seq: 0, epoch: 'pb', gen: 1 } });
    expect(pcs[0]!.log).toContain('close');
    expect(pcs).toHaveLength(2);
    expect(pcs[1]!.senders.map((x) => x.track?.kind)).toEqual(['audio', 'video']);
    await pcs[1]!.onnegotiationneeded?.();
    expect(ch.sent.findLast((m) => m.op === 'signal')).toMatchObject({ to: 'b', data: { description: { type: 'offer' }, seq: 0, gen: 1 } });
  });
});
