import type { RouteDef } from '@scheduler/contracts/route';
import type { Actor } from '@scheduler/core/actor';
import type { IdentityClaims } from '@scheduler/core/identity/session';

/** What the middlewares learn about a request, handed to the route handler. */
export interface PipelineState {
  route: RouteDef;
  claims: IdentityClaims | null;
  actor: Actor | null;
  rawBody: unknown;
  params: unknown;
  query: unknown;
  body: unknown;
  started: number;
}

export type PipelineInternal = Record<string, unknown>;

/** Keyed by the event object, so concurrent requests in one process (the local runtime) never mix. */
const states = new WeakMap<object, PipelineState>();

export function startState(event: object, state: PipelineState): void {
  states.set(event, state);
}

export function stateOf(event: object): PipelineState {
  const state = states.get(event);
  if (!state) throw new Error('pipeline state missing: resolve-route must run first');
  return state;
}

export const maybeStateOf = (event: object): PipelineState | undefined => states.get(event);
