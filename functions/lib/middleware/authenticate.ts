import type { MiddlewareObj } from '@middy/core';
import { hasAnyRole } from '@scheduler/core/actor';
import { errors } from '@scheduler/core/errors';
import { createSessionService } from '@scheduler/core/identity/session';
import { createApiKeyAuth } from '@scheduler/core/integration/api-keys/api-key-auth';
import { bearerApiKey } from '@scheduler/core/integration/api-keys/api-key-rules';
import { routeId } from '@scheduler/contracts/route';
import { issuedAtOf, tokenKeyOf } from '../access-token-verifier.ts';
import { getDeps } from '../deps.ts';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import { stateOf, type PipelineInternal } from '../pipeline-state.ts';

export const SESSION_HEADER = 'x-session-id';

/**
 * The caller: claims of the JWT the authorizer verified (never trusted from anywhere else), plus the
 * server-side session named by the x-session-id header (or, without it, the one opened with this token's
 * sign-in). Only access tokens count: the deployed JWT authorizer also lets Cognito ID tokens through (their
 * audience is the app client). The claims come from API Gateway's JWT authorizer (`authorizer.jwt.claims`) or, on
 * the routes an API key may call, from the Lambda authorizer that verified the same token (`authorizer.lambda`,
 * functions/api-authorizer). A request with an organisation API key (`Bearer sch_...`) instead acts as its
 * organisation's integration, on a route with an `apiKeyScope` only (else 401), checked in full here (the Lambda
 * authorizer only lets its shape through). Then the route's role rule.
 */
export const authenticate = (): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => ({
  name: 'authenticate',
  before: async (request) => {
    const state = stateOf(request.event);
    const { access } = state.route;
    if (access.kind === 'public') return;
    const headers = request.event.headers ?? {};
    const deps = getDeps();
    const apiKey = bearerApiKey(headers.authorization);
    if (apiKey !== undefined) {
      const { apiKeyScope } = state.route;
      if (!apiKeyScope) throw errors.unauthenticated();
      const actor = await createApiKeyAuth(deps)(apiKey, {
        scope: apiKeyScope,
        routeId: routeId(state.route),
        viewerCountry: headers[deps.config.countryHeader],
      });
      if (access.kind === 'roles' && !hasAnyRole(actor, access.roles)) throw errors.forbidden();
      state.actor = actor;
      return;
    }
    const authorizer = request.event.requestContext.authorizer as
      | { jwt?: { claims?: Record<string, string | number | boolean> }; lambda?: Record<string, string | number | boolean> }
      | undefined;
    const claims = authorizer?.jwt?.claims ?? authorizer?.lambda;
    const sub = claims?.sub;
    if (typeof sub !== 'string' || !sub || claims.token_use !== 'access') throw errors.unauthenticated();
    state.claims = {
      sub,
      username: typeof claims.username === 'string' ? claims.username : undefined,
      tokenKey: tokenKeyOf(claims),
      issuedAt: issuedAtOf(claims),
    };
    const actor = await createSessionService(deps).resolveActor(state.claims, headers[SESSION_HEADER], {
      viewerCountry: headers[deps.config.countryHeader],
      duringMfaSetup: state.route.duringMfaSetup === true,
    });
    if (access.kind === 'roles' && !hasAnyRole(actor, access.roles)) throw errors.forbidden();
    state.actor = actor;
  },
});
