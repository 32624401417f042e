import type { RouteId } from '@scheduler/contracts/routes/index';
import { createAbortRegistry, type AbortRegistry } from './abort-registry.ts';
import type { CallAnswer, CallRequest } from './call-types.ts';
import { AnswerStatusError, ApiError, isAbort, parseErrorBody } from './errors.ts';
import { buildPath, findRoute, type PathParams } from './route-table.ts';

/** How a call is made, beside what it sends. */
export interface CallOptions {
  signal?: AbortSignal;
  /** 'caller': errors go only to the caller (the login flow); default 'global': the shell's rules also apply. */
  errors?: 'global' | 'caller';
  /** Leave a 2xx answer with a non-SUCCESS status to the caller instead of throwing. */
  acceptAnyStatus?: boolean;
  /** Extra request headers (auth/refresh: refresh-token, forceRefresh). */
  headers?: Record<string, string>;
  /**
   * The call belongs to the session, not to the page: navigation does not cancel it, nor does a repeat of it
   * (session restore, sign-in completion, logout, the session poll).
   */
  session?: boolean;
}

/** A call's request (params, query, body typed from the route) and options. */
export type CallArgs<Id extends RouteId> = CallRequest<Id> & CallOptions;
/** The arguments after the route id: optional when the route needs nothing. */
export type CallRest<Id extends RouteId> = {} extends CallRequest<Id> ? [opts?: CallArgs<Id>] : [opts: CallArgs<Id>];

export interface ApiClientDeps {
  /** The Cognito access token; `forceRefresh` asks Amplify for a new one. Undefined when signed out. */
  getToken(forceRefresh?: boolean): Promise<string | undefined>;
  /** The server session opened by auth/login, sent as x-session-id. Undefined before login. */
  getSessionId?(): string | undefined;
  /** Told about every failure that the shell's global rules handle (doc 1 §8). */
  onError?(error: ApiError | AnswerStatusError): void;
  apiBase?: string;
  fetch?: typeof fetch;
  /** True while the page is being left (reload, link away): requests the browser cuts off then are not failures. */
  isLeavingPage?: () => boolean;
  registry?: AbortRegistry;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one HTTP client of the web app: route table URLs, bearer token, JSON, per-URL cancelling, typed errors. */
export function createApiClient(deps: ApiClientDeps) {
  const registry = deps.registry ?? createAbortRegistry();
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const base = (deps.apiBase ?? '').replace(/\/$/, '');

  async function send(
    method: string,
    url: string,
    body: unknown,
    bodyType: string | undefined,
    signal: AbortSignal,
    forceRefresh: boolean,
    extra?: Record<string, string>,
  ) {
    const token = await deps.getToken(forceRefresh);
    const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const sessionId = deps.getSessionId?.();
    if (sessionId) headers['x-session-id'] = sessionId;
    const init: RequestInit = { method, headers, signal };
    if (method !== 'GET' && body !== undefined) {
      if (bodyType === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        init.body = new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')])).toString();
      } else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
    }
    return doFetch(url, init);
  }

  async function readBody(res: Response): Promise<unknown> {
    const text = await res.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  /** A signal outside the registry: only the caller's own signal cancels it. */
  function standalone(outer?: AbortSignal): { signal: AbortSignal; end: () => void } {
    const controller = new AbortController();
    const follow = () => controller.abort();
    if (outer?.aborted) controller.abort();
    else outer?.addEventListener('abort', follow, { once: true });
    return { signal: controller.signal, end: () => outer?.removeEventListener('abort', follow) };
  }

  const isLeavingPage = deps.isLeavingPage ?? leavingPageWatch();

  /** Calls a route by id (`department.save`): both sides typed from the route table. */
  async function call<Id extends RouteId>(id: Id, ...[args]: CallRest<Id>): Promise<CallAnswer<Id>> {
    // The route's parts as the wire needs them; their types were checked against the route at the call.
    const opts = (args ?? {}) as CallOptions & { params?: PathParams; query?: Record<string, string>; body?: unknown };
    const route = findRoute(id);
    const search = opts.query && Object.keys(opts.query).length > 0 ? `?${new URLSearchParams(opts.query).toString()}` : '';
    const url = base + buildPath(route.path, opts.params) + search;
    const { signal, end } = opts.session ? standalone(opts.signal) : registry.begin(url, opts.signal);
    const report = (e: ApiError | AnswerStatusError) => {
      if ((opts.errors ?? 'global') === 'global') deps.onError?.(e);
      return e;
    };
    try {
      let res = await send(route.method, url, opts.body, route.bodyType, signal, false, opts.headers);
      if (res.status === 401) {
        let refreshed: string | undefined;
        try {
          refreshed = await deps.getToken(true);
        } catch {
          refreshed = undefined;
        }
        if (refreshed) res = await send(route.method, url, opts.body, route.bodyType, signal, false, opts.headers);
      }
      const body = await readBody(res);
      if (!res.ok) {
        const parsed = parseErrorBody(body);
        throw report(new ApiError(res.status, parsed.message ?? res.statusText, url, parsed.status, parsed.errors, parsed.code));
      }
      if (!opts.acceptAnyStatus && body && typeof body === 'object' && 'status' in body) {
        const status = (body as { status: unknown }).status;
        if (typeof status === 'string' && status !== 'SUCCESS') {
          const message = (body as { message?: unknown }).message;
          throw report(new AnswerStatusError(status, typeof message === 'string' ? message : '', url));
        }
      }
      // The route's response schema describes this answer (the server answers typed from it; tests parse it).
      return body as CallAnswer<Id>;
    } catch (e) {
      if (e instanceof ApiError || e instanceof AnswerStatusError || isAbort(e)) throw e;
      // The browser cancels requests of a page being left; reporting them would log the user out on every reload.
      if (isLeavingPage()) throw new DOMException('The page is being left', 'AbortError');
      throw report(new ApiError(0, e instanceof Error ? e.message : String(e), url));
    } finally {
      end();
    }
  }

  return { call, abortAll: () => registry.abortAll(), registry };
}

/** Follows the page's beforeunload / pagehide (leaving) and pageshow (back from the cache). */
function leavingPageWatch(): () => boolean {
  let leaving = false;
  if (typeof window !== 'undefined') {
    window.addEventListener('beforeunload', () => (leaving = true));
    window.addEventListener('pagehide', () => (leaving = true));
    window.addEventListener('pageshow', () => (leaving = false));
  }
  return () => leaving;
}
