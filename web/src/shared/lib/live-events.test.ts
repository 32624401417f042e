import { describe, expect, it, vi } from 'vitest';
import { createLiveEvents, RECONNECT_MS } from './live-events.ts';

class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 1;
  onmessage?: (m: { data: unknown }) => void;
  onopen?: () => void;
  onclose?: () => void;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send() {}
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(token: string | null = 'tok en') {
  FakeSocket.made = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const live = createLiveEvents({
    url: 'ws://127.0.0.1:3000/ws',
    getToken: async () => token ?? undefined,
    getSessionId: () => 's1',
    createSocket: (u) => new FakeSocket(u) as unknown as WebSocket,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
  });
  return { live, timers };
}

describe('live events', () => {
  it('opens one socket with the token and session for the first listener and passes JSON events on', async () => {
    const { live } = setup();
    const a = vi.fn();
    const b = vi.fn();
    live.subscribe(a);
    live.subscribe(b);
    await flush();
    expect(FakeSocket.made).toHaveLength(1);
    expect(FakeSocket.made[0]!.url).toBe('ws://127.0.0.1:3000/ws?token=tok%20en&session=s1');
    FakeSocket.made[0]!.onmessage?.({ data: JSON.stringify({ type: 'booking.changed', bookingId: 'b1' }) });
    FakeSocket.made[0]!.onmessage?.({ data: 'pong' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledWith({ type: 'booking.changed', bookingId: 'b1' });
  });

  it('reconnects 3 s after a close while someone listens, and closes with the last listener', async () => {
    const { live, timers } = setup();
    const stop = live.subscribe(() => {});
    await flush();
    FakeSocket.made[0]!.onclose?.();
    expect(timers.map((t) => t.ms)).toEqual([RECONNECT_MS]);
    timers[0]!.fn();
    await flush();
    expect(FakeSocket.made).toHaveLength(2);
    stop();
    expect(FakeSocket.made[1]!.closed).toBe(true);
    expect(timers).toHaveLength(1);
  });

  it('does not connect without a token', async () => {
    const { live } = setup(null);
    live.subscribe(() => {});
    await flush();
    expect(FakeSocket.made).toHaveLength(0);
  });
});
