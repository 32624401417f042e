import { useEffect, useRef } from 'react';

/**
 * Live events over the product's WebSocket (doc 2 §7 Real-time): one socket per tab, opened with the session's
 * access token and server session, only while some page listens; it reconnects 3 s after a close and does not
 * connect at all without a token. Pages listen with `useLiveEvents(['booking.changed'], refetch)`.
 * Messages are JSON `{ type, ...detail }`; anything else (pong, unknown text) is ignored.
 */
export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

export interface LiveEventsDeps {
  url: string;
  getToken(): Promise<string | undefined>;
  getSessionId(): string | undefined;
  /** Injected in tests. */
  createSocket?: (url: string) => WebSocket;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

export const RECONNECT_MS = 3000;
/** A ping keeps idle connections open through proxies and the gateway's 10-minute idle timeout. */
export const PING_MS = 5 * 60_000;

type Listener = (event: LiveEvent) => void;

/** The socket address with the caller's token and server session (the gateway's $connect reads both). */
export function liveSocketUrl(base: string, token: string, session: string): string {
  return `${base}?token=${encodeURIComponent(token)}&session=${encodeURIComponent(session)}`;
}

export function createLiveEvents(deps: LiveEventsDeps) {
  const listeners = new Set<Listener>();
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  let socket: WebSocket | undefined;
  let connecting = false;
  let ping: ReturnType<typeof setInterval> | undefined;

  function parse(data: unknown): LiveEvent | undefined {
    if (typeof data !== 'string') return undefined;
    try {
      const json = JSON.parse(data) as unknown;
      return json && typeof json === 'object' && typeof (json as LiveEvent).type === 'string' ? (json as LiveEvent) : undefined;
    } catch {
      return undefined;
    }
  }

  async function connect(): Promise<void> {
    if (socket || connecting || !listeners.size) return;
    connecting = true;
    try {
      const token = await deps.getToken().catch(() => undefined);
      const session = deps.getSessionId();
      if (!token || !session || !listeners.size) return;
      const url = liveSocketUrl(deps.url, token, session);
      const ws = (deps.createSocket ?? ((u) => new WebSocket(u)))(url);
      socket = ws;
      ws.onmessage = (m) => {
        const event = parse(m.data);
        if (event) for (const l of [...listeners]) l(event);
      };
      ws.onopen = () => {
        ping = setInterval(() => ws.readyState === 1 && ws.send('ping'), PING_MS);
      };
      ws.onclose = () => {
        if (ping) clearInterval(ping);
        ping = undefined;
        if (socket === ws) socket = undefined;
        if (listeners.size) setTimer(() => void connect(), RECONNECT_MS);
      };
    } finally {
      connecting = false;
    }
  }

  function close(): void {
    const ws = socket;
    socket = undefined;
    ws?.close();
  }

  return {
    /** Listens; the socket opens with the first listener and closes with the last. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      void connect();
      return () => {
        listeners.delete(listener);
        if (!listeners.size) close();
      };
    },
    /** Closes the socket (sign-out). */
    close,
  };
}

let live: ReturnType<typeof createLiveEvents> | undefined;
let liveDeps: LiveEventsDeps | undefined;

/** Wires the app's live events once at start-up (main.tsx). Without it, `useLiveEvents` listens to nothing. */
export function configureLiveEvents(deps: LiveEventsDeps): void {
  live?.close();
  liveDeps = deps;
  live = createLiveEvents(deps);
}

/** The socket address and credentials configured at start-up, for a page that needs a socket of its own (live session). */
export function liveSocketDeps(): LiveEventsDeps | undefined {
  return liveDeps;
}

/**
 * Calls `onEvent` when an event of one of `types` arrives while the component is mounted (a page refetches what it
 * shows). The callback may change between renders; the subscription does not.
 */
export function useLiveEvents(types: readonly string[], onEvent: (event: LiveEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = types.join('|');
  useEffect(() => {
    if (!live) return;
    const wanted = new Set(key.split('|'));
    return live.subscribe((e) => {
      if (wanted.has(e.type)) handler.current(e);
    });
  }, [key]);
}
