import { LIVE_SESSION } from '@scheduler/contracts/live-session';
import { describe, expect, it, vi } from 'vitest';
import { createSessionChannel } from './session-channel.ts';

class FakeSocket {
  sent: string[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((m: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function setup(token: string | undefined) {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const channel = createSessionChannel({
    url: 'ws://127.0.0.1:1/ws',
    getToken: async () => token,
    getSessionId: () => 'sess 1',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s as unknown as WebSocket;
    },
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimer: vi.fn(),
  });
  return { channel, sockets, timers };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const leave = { action: 'session', op: 'leave', meetingId: 'm1' } as const;

describe('session channel', () => {
  it('opens with the token and session, and queues what is sent before the socket opens', async () => {
    const { channel, sockets } = setup('tok');
    channel.send(leave);
    await flush();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('ws://127.0.0.1:1/ws?token=tok&session=sess%201');
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.open();
    expect(sockets[0]!.sent.map((s) => JSON.parse(s))).toEqual([leave]);
    channel.send({ action: 'session', op: 'mic', meetingId: 'm1', muted: true });
    expect(sockets[0]!.sent).toHaveLength(2);
  });

  it('does not connect without a token', async () => {
    const { channel, sockets } = setup(undefined);
    channel.send(leave);
    await flush();
    expect(sockets).toHaveLength(0);
  });

  it('reconnects after reconnectMs and re-runs onOpen before the queue (the page re-joins first)', async () => {
    const { channel, sockets, timers } = setup('tok');
    const order: string[] = [];
    channel.onOpen(() => {
      order.push('open');
      channel.send({ action: 'session', op: 'join', meetingId: 'm1', attendeeId: 'a1' });
    });
    await flush();
    sockets[0]!.open();
    expect(order).toEqual(['open']);
    sockets[0]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([LIVE_SESSION.reconnectMs]);
    channel.send(leave);
    timers[0]!.fn();
    await flush();
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(order).toEqual(['open', 'open']);
    expect(sockets[1]!.sent.map((s) => JSON.parse(s).op)).toEqual(['join', 'leave']);
  });

  it('hands session messages to subscribers and ignores others', async () => {
    const { channel, sockets } = setup('tok');
    const got: unknown[] = [];
    const off = channel.subscribe((m) => got.push(m));
    await flush();
    sockets[0]!.open();
    sockets[0]!.onmessage?.({ data: 'pong' });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'booking.changed' }) });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'session.ended', meetingId: 'm1' }) });
    off();
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'session.ended', meetingId: 'm2' }) });
    expect(got).toEqual([{ type: 'session.ended', meetingId: 'm1' }]);
  });

  it('close stops reconnecting', async () => {
    const { channel, sockets, timers } = setup('tok');
    await flush();
    sockets[0]!.open();
    channel.close();
    expect(sockets[0]!.closed).toBe(true);
    sockets[0]!.drop();
    expect(timers).toHaveLength(0);
  });
});
