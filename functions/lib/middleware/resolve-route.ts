import type { MiddlewareObj } from '@middy/core';
import { routeKey, type RouteDef } from '@scheduler/contracts/route';
import { errors } from '@scheduler/core/errors';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import { startState, type PipelineInternal } from '../pipeline-state.ts';

/**
 * Finds the route-table entry of the event's routeKey ("POST /api/department/save") among this Lambda's own
 * routes (each area bundles only its own part of the table).
 */
export const resolveRoute = (routes: readonly RouteDef[]): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => {
  const byKey = new Map(routes.map((r) => [routeKey(r), r]));
  return {
    name: 'resolve-route',
    before: (request) => {
      const route = byKey.get(request.event.routeKey);
      if (!route) throw errors.notFound('Route');
      startState(request.event, {
        route,
        claims: null,
        actor: null,
        rawBody: undefined,
        params: {},
        query: {},
        body: undefined,
        started: Date.now(),
      });
    },
  };
};
