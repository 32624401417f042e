import type { RouteAnswer, RouteBody, RouteDef, RouteParams, RouteQuery } from '@scheduler/contracts/route';
import type { Actor } from '@scheduler/core/actor';
import type { IdentityClaims } from '@scheduler/core/identity/session';
import type { Deps } from './deps.ts';
import type { RawResponse } from './http.ts';
import type { ApiEvent } from './lambda-types.ts';

type ActorOf<R extends RouteDef> = R['access']['kind'] extends 'public' ? Actor | null : Actor;

/** What a route handler receives: validated input (the `z.output` of the route's schemas) and the caller, never the raw event. */
export interface HandlerInput<R extends RouteDef> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  actor: ActorOf<R>;
  claims: IdentityClaims | null;
  headers: ApiEvent['headers'];
  /**
   * The caller's address (viewer-address.ts): the viewer's as CloudFront names it on a request with the verified origin
   * secret, otherwise the source address API Gateway saw; never a header the caller could set.
   */
  callerAddress?: string;
}

/** A handler answers what the route's `response` schema describes (its `z.input`), or a non-JSON answer. */
export type HandlerRun<R extends RouteDef> = (input: HandlerInput<R>, deps: Deps) => Promise<RouteAnswer<R> | RawResponse>;

export interface RouteHandler<R extends RouteDef = RouteDef> {
  route: R;
  run: HandlerRun<R>;
}

/** Binds a thin handler to its route: parse → one service call → answer. */
export function handle<R extends RouteDef>(route: R, run: HandlerRun<R>): RouteHandler<R> {
  return { route, run };
}
