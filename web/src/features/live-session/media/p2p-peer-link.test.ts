import { describe, expect, it, vi } from 'vitest';
import { createPeerLink, FIRST_OFFER_WAIT_MS, ICE_RESTARTS, isPolite, LINK_RESET_MS, type SignalData } from './p2p-peer-link.ts';
import { FakePeerConnection } from './testing/fake-webrtc.ts';

function link(selfId: string, peerId: string, sent: SignalData[], timers: (() => void)[] = [], delays: number[] = [], onStalled?: () => void) {
  const pc = new FakePeerConnection();
  const tracksAt: number[] = [];
  const peer = createPeerLink({
    selfId,
    peerId,
    createPeerConnection: () => pc as unknown as RTCPeerConnection,
    send: (d) => sent.push(d),
    // Where in the connection's log the tracks were added (the log's length then).
    addLocalTracks: () => tracksAt.push(pc.log.length),
    ownStreams: () => ({ 'cam-1': 'camera' }),
    onTrack: () => undefined,
    onStreamsAnnounced: () => undefined,
    onStalled,
    setTimer: (fn, ms) => {
      delays.push(ms);
      return timers.push(fn);
    },
  });
  return { peer, pc, tracksAt };
}

describe('perfect negotiation between two peers', () => {
  it('the lower attendee id is the polite side', () => {
    expect(isPolite('a1', 'b1')).toBe(true);
    expect(isPolite('b1', 'a1')).toBe(false);
  });

  it('only the impolite side offers first: the polite side adds its tracks to answer the first offer', async () => {
    const fromB: SignalData[] = [];
    const b = link('b', 'a', fromB); // impolite
    b.peer.start();
    expect(b.tracksAt).toEqual([0]);

    const fromA: SignalData[] = [];
    const timers: (() => void)[] = [];
    const delays: number[] = [];
    const a = link('a', 'b', fromA, timers, delays); // polite
    a.peer.start();
    expect(a.tracksAt).toEqual([]);
    expect(delays).toEqual([FIRST_OFFER_WAIT_MS]);
    await a.peer.handle({ description: { type: 'offer', sdp: 'x' }, seq: 0 });
    // Between taking the offer and answering it.
    expect(a.pc.log).toEqual(['remote:offer', 'local:answer']);
    expect(a.tracksAt).toEqual([1]);
    timers[0]?.(); // the wait ends after the offer came: nothing more
    await a.peer.handle({ description: { type: 'offer', sdp: 'x2' }, seq: 1 });
    expect(a.tracksAt).toEqual([1]);
  });

  it('the polite side adds its tracks (and so offers) when no offer came within the wait', () => {
    const timers: (() => void)[] = [];
    const a = link('a', 'b', [], timers);
    a.peer.start();
    expect(a.tracksAt).toEqual([]);
    timers[0]?.();
    expect(a.tracksAt).toEqual([0]);
  });

  it('on glare the polite side rolls back and answers; the impolite side ignores the other offer', async () => {
    const fromA: SignalData[] = [];
    const fromB: SignalData[] = [];
    const a = link('a', 'b', fromA);
    const b = link('b', 'a', fromB);
    // Both add tracks at once: both offer.
    await a.pc.onnegotiationneeded?.();
    await b.pc.onnegotiationneeded?.();
    expect(fromA[0]?.description?.type).toBe('offer');
    expect(fromA[0]?.streams).toEqual({ 'cam-1': 'camera' });
    expect(fromB[0]?.description?.type).toBe('offer');

    await b.peer.handle(fromA[0]!); // impolite b ignores a's offer
    expect(b.pc.log).toEqual(['local:offer']);
    await a.peer.handle(fromB[0]!); // polite a rolls back, takes b's offer, answers
    expect(a.pc.log).toEqual(['local:offer', 'rollback', 'remote:offer', 'local:answer']);
    expect(fromA[1]?.description?.type).toBe('answer');

    await b.peer.handle(fromA[1]!);
    expect(b.pc.signalingState).toBe('stable');
    expect(a.pc.signalingState).toBe('stable');
  });

  it('candidates of an ignored offer do not fail the link; others are added', async () => {
    const fromB: SignalData[] = [];
    const b = link('b', 'a', fromB);
    await b.pc.onnegotiationneeded?.();
    await b.peer.handle({ description: { type: 'offer', sdp: 'x' } });
    b.pc.addIceCandidate = async () => {
      throw new Error('no remote description');
    };
    await expect(b.peer.handle({ candidate: { candidate: 'c1' } })).resolves.toBeUndefined();
  });

  it('keeps candidates that come before the offer (the relay may reorder messages) and adds them once it is applied', async () => {
    const b = link('b', 'a', []);
    const added: unknown[] = [];
    const addIceCandidate = b.pc.addIceCandidate.bind(b.pc);
    b.pc.addIceCandidate = async (c: unknown) => {
      added.push(c);
      return addIceCandidate(c);
    };
    await b.peer.handle({ candidate: { candidate: 'early' } });
    expect(added).toEqual([]);
    await b.peer.handle({ description: { type: 'offer', sdp: 'x' } });
    expect(added).toEqual([{ candidate: 'early' }]);
  });

  it('answers an offer when stable, and passes ICE candidates on', async () => {
    const fromA: SignalData[] = [];
    const a = link('a', 'b', fromA);
    await a.peer.handle({ description: { type: 'offer', sdp: 'x' } });
    expect(fromA.map((d) => d.description?.type)).toEqual(['answer']);
    await a.peer.handle({ candidate: { candidate: 'c1' } });
    expect(a.pc.candidates).toEqual([{ candidate: 'c1' }]);
    a.pc.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'mine' }) } });
    expect(fromA.at(-1)).toEqual({ candidate: { candidate: 'mine' }, seq: 1 });
  });

  it("applies signals in the sender's order: an offer that overtakes the answer sent before it waits for it", async () => {
    const fromA: SignalData[] = [];
    const fromB: SignalData[] = [];
    const a = link('a', 'b', fromA); // polite
    const b = link('b', 'a', fromB); // impolite
    await b.pc.onnegotiationneeded?.(); // b offers (seq 0)
    await a.peer.handle(fromB[0]!); // a answers (seq 0)
    await a.pc.onnegotiationneeded?.(); // then a offers its own tracks (seq 1)
    expect(fromA.map((d) => [d.seq, d.description?.type])).toEqual([
      [0, 'answer'],
      [1, 'offer'],
    ]);
    // The relay delivers a's offer first: b, still waiting for its answer, would have ignored it as a collision.
    await b.peer.handle(fromA[1]!);
    expect(b.pc.log).toEqual(['local:offer']);
    await b.peer.handle(fromA[0]!);
    expect(b.pc.log).toEqual(['local:offer', 'remote:answer', 'remote:offer', 'local:answer']);
    expect(fromB.at(-1)?.description?.type).toBe('answer');
  });

  it('a signal lost on the way stops the link only for a moment: the later ones are applied after the gap wait', async () => {
    const timers: (() => void)[] = [];
    const a = link('a', 'b', [], timers);
    await a.peer.handle({ candidate: { candidate: 'c2' }, seq: 2 });
    expect(a.pc.log).toEqual([]);
    expect(timers).toHaveLength(1);
    await a.peer.handle({ description: { type: 'offer', sdp: 'x' }, seq: 1 });
    timers[0]?.();
    await a.peer.handle({ candidate: { candidate: 'c3' }, seq: 3 });
    expect(a.pc.log).toEqual(['remote:offer', 'local:answer']);
    expect(a.pc.candidates).toEqual([{ candidate: 'c2' }, { candidate: 'c3' }]);
  });

  it('the impolite side restarts ICE when a negotiated link makes no ICE progress, a few times at most', async () => {
    const timers: (() => void)[] = [];
    const b = link('b', 'a', [], timers); // impolite
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await b.pc.onnegotiationneeded?.();
    await b.peer.handle({ description: { type: 'answer', sdp: 'y' }, seq: 0 });
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(b.pc.restartIce).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) {
      b.pc.iceConnectionState = 'failed';
      b.pc.oniceconnectionstatechange?.();
    }
    expect(b.pc.restartIce).toHaveBeenCalledTimes(ICE_RESTARTS);
    warn.mockRestore();
  });

  it('a link whose ICE got going is left alone, and the polite side never restarts', async () => {
    const timers: (() => void)[] = [];
    const b = link('b', 'a', [], timers);
    await b.pc.onnegotiationneeded?.();
    await b.peer.handle({ description: { type: 'answer', sdp: 'y' }, seq: 0 });
    b.pc.iceConnectionState = 'connected';
    timers[0]?.();
    expect(b.pc.restartIce).not.toHaveBeenCalled();

    const politeTimers: (() => void)[] = [];
    const a = link('a', 'b', [], politeTimers);
    await a.peer.handle({ description: { type: 'offer', sdp: 'x' }, seq: 0 });
    for (const fire of politeTimers) fire(); // its only timer is the link reset watch (onStalled), never an ICE restart
    expect(a.pc.restartIce).not.toHaveBeenCalled();
  });

  it('a candidate that arrives after the gap wait gave up on it is still added; a late description is not applied', async () => {
    const timers: (() => void)[] = [];
    const a = link('a', 'b', [], timers);
    await a.peer.handle({ description: { type: 'offer', sdp: 'x' }, seq: 1 });
    timers[0]?.();
    await a.peer.handle({ candidate: { candidate: 'late' }, seq: 0 });
    expect(a.pc.candidates).toEqual([{ candidate: 'late' }]);
    await a.peer.handle({ description: { type: 'offer', sdp: 'old' }, seq: 0 });
    expect(a.pc.log).toEqual(['remote:offer', 'local:answer']);
  });

  it('the polite side gives a link up when ICE has not got going LINK_RESET_MS after its first answer', async () => {
    const timers: (() => void)[] = [];
    const delays: number[] = [];
    const stalled = vi.fn();
    const sent: SignalData[] = [];
    const a = link('a', 'b', sent, timers, delays, stalled); // polite
    await a.peer.handle({ description: { type: 'offer', sdp: 'x' }, seq: 0 });
    expect(delays).toEqual([LINK_RESET_MS]);
    timers[0]?.();
    expect(stalled).toHaveBeenCalledTimes(1);
    a.peer.announceReset();
    expect(sent.at(-1)).toEqual({ reset: true, seq: 1 });

    // A link that connected is kept.
    const kept = vi.fn();
    const cTimers: (() => void)[] = [];
    const c = link('a', 'c', [], cTimers, [], kept);
    await c.peer.handle({ description: { type: 'offer', sdp: 'x' }, seq: 0 });
    c.pc.iceConnectionState = 'connected';
    cTimers[0]?.();
    expect(kept).not.toHaveBeenCalled();
  });
});
