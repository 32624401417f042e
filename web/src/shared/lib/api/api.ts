import { createAbortRegistry } from './abort-registry.ts';
import type { RouteId } from '@scheduler/contracts/routes/index';
import type { CallAnswer } from './call-types.ts';
import { createApiClient, type ApiClientDeps, type CallRest } from './client.ts';
import type { AnswerStatusError, ApiError } from './errors.ts';

type Listener = (e: ApiError | AnswerStatusError) => void;
const listeners = new Set<Listener>();
const registry = createAbortRegistry();
let client = createApiClient({ getToken: async () => undefined, registry });

/** Wires the app's client once at start-up (main.tsx) or in a test. */
export function configureApi(deps: Omit<ApiClientDeps, 'onError' | 'registry'>): void {
  client = createApiClient({ ...deps, registry, onError: (e) => listeners.forEach((l) => l(e)) });
}

/** The shell subscribes here to apply the global HTTP error rules. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const api = {
  /** Calls a route by id (`api.call('department.save', { body })`), typed from the route table. */
  call: <Id extends RouteId>(id: Id, ...rest: CallRest<Id>): Promise<CallAnswer<Id>> => client.call(id, ...rest),
  /** Navigation cancels every pending request. */
  abortAll: (): void => registry.abortAll(),
  /** Hands a failure the caller kept for itself (`errors: 'caller'`) and did not handle back to the shell's global rules. */
  report: (e: ApiError | AnswerStatusError): void => listeners.forEach((l) => l(e)),
};
