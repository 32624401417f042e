import { onTestFinished, vi } from 'vitest';
import type { RouteDef } from '@scheduler/contracts/route';
import { ROUTES } from '@scheduler/contracts/routes/index';
import { answerMismatch } from '@scheduler/contracts/testing/answer-shape';
import { configureApi } from '../shared/lib/api/index.ts';

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = (req: Recorded) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/** The route templates as patterns, the most literal first (as API Gateway matches them). */
const TEMPLATES = ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.method} ${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
  literals: route.path.replace(/\{\w+\}/g, '').length,
})).sort((a, b) => b.literals - a.literals);

const routeOf = (key: string): RouteDef | undefined => TEMPLATES.find((t) => t.pattern.test(key))?.route;

/**
 * Wires the app's API client to in-memory handlers keyed by 'METHOD /api/path'; records every request. Each key must
 * be a route of the contract, and every 2xx answer must be one the route's `response` schema describes: a fake the
 * server could not send fails the test (and never reaches the page).
 */
export function fakeApi(handlers: Record<string, Handler>, getToken: (force?: boolean) => Promise<string | undefined> = async () => 'token-1') {
  const unknown = Object.keys(handlers).filter((key) => !routeOf(key));
  if (unknown.length) throw new Error(`fakeApi: no route of the contract answers ${unknown.join(', ')}`);
  const mismatches: string[] = [];
  onTestFinished(() => {
    if (mismatches.length) throw new Error(`fakeApi answered outside the contract:\n${mismatches.join('\n')}`);
  });
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
    const key = `${req.method} ${req.path}`;
    const handler: Handler | undefined = handlers[key];
    const answer = handler ? await handler(req) : { status: 404, body: { status: 'NOT_FOUND', message: `no fake for ${key}` } };
    const status = answer.status ?? 200;
    // A key without a handler answered the 404 above; a faked 2xx answer must be one its route can give.
    const route = handler === undefined ? undefined : routeOf(key);
    const mismatch = route && status >= 200 && status < 300 && answer.body !== undefined ? answerMismatch(route, answer.body) : undefined;
    if (mismatch) {
      mismatches.push(mismatch);
      throw new Error(mismatch);
    }
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  configureApi({ getToken, fetch: fetch as unknown as typeof globalThis.fetch });
  return { calls, fetch };
}
