import middy from '@middy/core';
import { routeId, type Area, type RouteDef } from '@scheduler/contracts/route';
import { errors } from '@scheduler/core/errors';
import { labelWordsFor, rememberLabelWords } from './answer-labels.ts';
import { getDeps, type Deps } from './deps.ts';
import type { RouteHandler } from './handle.ts';
import { identityForArea } from './identity-grants.ts';
import { json, RawResponse } from './http.ts';
import type { ApiEvent, ApiResult, LambdaHandler } from './lambda-types.ts';
import { inInvocation } from './logger.ts';
import { authenticate } from './middleware/authenticate.ts';
import { checkCredentials } from './middleware/check-credentials.ts';
import { decodeBody } from './middleware/decode-body.ts';
import { errorsAndLogs } from './middleware/errors-and-logs.ts';
import { limitBody } from './middleware/limit-body.ts';
import { parseInput } from './middleware/parse-input.ts';
import { rejectMarkup } from './middleware/reject-markup.ts';
import { resolveRoute } from './middleware/resolve-route.ts';
import { verifyOrigin } from './middleware/verify-origin.ts';
import { stateOf, type PipelineInternal } from './pipeline-state.ts';
import { callerAddress } from './viewer-address.ts';

/**
 * One area Lambda: the middy pipeline (logs and errors, CloudFront's origin header, route, body size, credential
 * shapes, caller and roles, body, markup (before any format rule), input) around a router over the area's handlers.
 * Routes of the area without a handler answer 501. The answer's label placeholders are filled with the caller's
 * organisation's words (answer-labels.ts).
 */
export function createArea(
  area: Area,
  routes: readonly RouteDef[],
  handlers: readonly RouteHandler<any>[],
): { handler: LambdaHandler; implemented: string[] } {
  if (routes.some((r) => r.area !== area)) throw new Error(`routes of another area given to ${area}`);
  const byOperation = new Map<string, RouteHandler<any>>();
  for (const h of handlers) {
    if (h.route.area !== area) throw new Error(`${routeId(h.route)} registered in area ${area}`);
    byOperation.set(h.route.operation, h);
  }

  // The dependencies as this area may use them (its own identity operations only), made once per set of deps.
  const scoped = new WeakMap<Deps, Deps>();
  const areaDeps = (deps: Deps): Deps => {
    let own = scoped.get(deps);
    if (!own) scoped.set(deps, (own = { ...deps, identity: identityForArea(deps.identity, area) }));
    return own;
  };

  const route = async (event: ApiEvent): Promise<ApiResult> => {
    const state = stateOf(event);
    const h = byOperation.get(state.route.operation);
    if (!h) throw errors.notImplemented(routeId(state.route));
    const deps = areaDeps(getDeps());
    const words = labelWordsFor(state.actor?.organisationId, deps);
    rememberLabelWords(state.body, words);
    const out = await h.run(
      {
        params: state.params,
        query: state.query,
        body: state.body,
        actor: state.actor,
        claims: state.claims,
        headers: event.headers,
        callerAddress: callerAddress(event),
      },
      deps,
    );
    return out instanceof RawResponse ? out.result : json(200, (await words(out)) ?? {});
  };

  const pipeline = middy<ApiEvent, ApiResult, Error, any, PipelineInternal>({ timeoutEarlyInMillis: 0 })
    .use(errorsAndLogs())
    .use(verifyOrigin())
    .use(resolveRoute(routes))
    .use(limitBody())
    .use(checkCredentials())
    .use(authenticate())
    .use(decodeBody())
    .use(rejectMarkup())
    .use(parseInput());
  const piped = pipeline.handler((event) => route(event)) as unknown as LambdaHandler;
  // Every invocation logs with its own request id and route, never those of an earlier or concurrent one.
  const handler: LambdaHandler = (event, context) =>
    inInvocation({ requestId: event.requestContext?.requestId, routeKey: event.routeKey }, context, () => piped(event, context));
  return { handler, implemented: [...byOperation.keys()] };
}
