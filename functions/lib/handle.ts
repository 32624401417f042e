import type * as z from 'zod';
import type { RouteDef } from '@scheduler/contracts/route';
import type { Actor } from '@scheduler/core/actor';
import type { IdentityClaims } from '@scheduler/core/identity/session';
import type { Deps } from './deps.ts';
import type { RawResponse } from './http.ts';
import type { ApiEvent } from './lambda-types.ts';

type Parsed<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type ActorOf<R extends RouteDef> = R['access']['kind'] extends 'public' ? Actor | null : Actor;

/** What a route handler receives: validated input and the caller, never the raw event. */
export interface HandlerInput<R extends RouteDef> {
  params: Parsed<R['params'], Record<string, string>>;
  query: Parsed<R['query'], Record<string, string>>;
  body: Parsed<R['body'], unknown>;
  actor: ActorOf<R>;
  claims: IdentityClaims | null;
  headers: ApiEvent['headers'];
}

export interface RouteHandler<R extends RouteDef = RouteDef> {
  route: R;
  run: (input: HandlerInput<R>, deps: Deps) => Promise<unknown | RawResponse>;
}

/** Binds a thin handler to its route: parse → one service call → answer. */
export function handle<R extends RouteDef>(route: R, run: (input: HandlerInput<R>, deps: Deps) => Promise<unknown | RawResponse>): RouteHandler<R> {
  return { route, run };
}
