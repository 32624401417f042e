import { vi } from 'vitest';
import { configureApi } from '../shared/lib/api/index.ts';

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = (req: Recorded) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/** Wires the app's API client to in-memory handlers keyed by 'METHOD /api/path'; records every request. */
export function fakeApi(handlers: Record<string, Handler>, getToken: (force?: boolean) => Promise<string | undefined> = async () => 'token-1') {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req: Recorded = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init?.body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(req);
    const handler = handlers[`${req.method} ${req.path}`];
    const answer = handler ? await handler(req) : { status: 404, body: { status: 'NOT_FOUND', message: `no fake for ${req.method} ${req.path}` } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  configureApi({ getToken, fetch: fetch as unknown as typeof globalThis.fetch });
  return { calls, fetch };
}
