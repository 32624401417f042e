import { LIVE_SESSION, type SessionClientMessage, type SessionServerMessage } from '@scheduler/contracts/live-session';
import { type LiveEventsDeps, liveSocketDeps, liveSocketUrl, PING_MS } from '../../../shared/lib/live-events.ts';

/**
 * The live session's own WebSocket (issue 12 design): the same `/ws` address, token and server session as the app's
 * live events, but one socket per session page so signalling and chat never wait on other listeners. Messages sent
 * before the socket opens are queued; after a close it reconnects LIVE_SESSION.reconnectMs later and calls every
 * `onOpen` listener again (the page re-joins its attendee) before sending what was queued.
 */
export interface SessionChannel {
  send(message: SessionClientMessage): void;
  subscribe(listener: (message: SessionServerMessage) => void): () => void;
  /** Called on every open, the first and each reconnect. */
  onOpen(listener: () => void): () => void;
  close(): void;
}

export interface SessionChannelDeps extends LiveEventsDeps {
  clearTimer?: (handle: unknown) => void;
}

function parse(data: unknown): SessionServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const json = JSON.parse(data) as { type?: unknown } | null;
    return json && typeof json === 'object' && typeof json.type === 'string' && json.type.startsWith('session.')
      ? (json as SessionServerMessage)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Without deps it uses the socket configured at start-up (main.tsx); without any, or without a token, it never connects. */
export function createSessionChannel(deps: SessionChannelDeps | undefined = liveSocketDeps()): SessionChannel {
  const listeners = new Set<(message: SessionServerMessage) => void>();
  const openListeners = new Set<() => void>();
  const queue: string[] = [];
  const setTimer = deps?.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps?.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let socket: WebSocket | undefined;
  let open = false;
  let closed = false;
  let retry: unknown;
  let ping: ReturnType<typeof setInterval> | undefined;

  function flush(): void {
    while (open && socket && queue.length) socket.send(queue.shift() as string);
  }

  async function connect(): Promise<void> {
    retry = undefined;
    if (!deps || closed || socket) return;
    const token = await deps.getToken().catch(() => undefined);
    const session = deps.getSessionId();
    if (!token || !session || closed || socket) return;
    const ws = (deps.createSocket ?? ((u) => new WebSocket(u)))(liveSocketUrl(deps.url, token, session));
    socket = ws;
    ws.onmessage = (m) => {
      const message = parse(m.data);
      if (message) for (const l of [...listeners]) l(message);
    };
    ws.onopen = () => {
      if (socket !== ws) return;
      open = true;
      ping = setInterval(() => ws.readyState === 1 && ws.send('ping'), PING_MS);
      for (const l of [...openListeners]) l();
      flush();
    };
    ws.onclose = () => {
      if (ping) clearInterval(ping);
      ping = undefined;
      if (socket !== ws) return;
      socket = undefined;
      open = false;
      if (!closed) retry = setTimer(() => void connect(), LIVE_SESSION.reconnectMs);
    };
  }

  void connect();

  return {
    send(message) {
      if (closed) return;
      // While open (also inside the onOpen listeners, so a re-join goes ahead of what waited) it goes straight out.
      if (open && socket) socket.send(JSON.stringify(message));
      else queue.push(JSON.stringify(message));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onOpen(listener) {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
    close() {
      closed = true;
      open = false;
      if (retry !== undefined) clearTimer(retry);
      retry = undefined;
      if (ping) clearInterval(ping);
      ping = undefined;
      queue.length = 0;
      const ws = socket;
      socket = undefined;
      ws?.close();
    },
  };
}
