import type { MiddlewareObj } from '@middy/core';
import type { Area } from '@scheduler/contracts/route';
import { routeByKey } from '@scheduler/contracts/routes/index';
import { errors } from '@scheduler/core/errors';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import { startState, type PipelineInternal } from '../pipeline-state.ts';

/** Finds the route-table entry of the event's routeKey ("POST /api/department/save"); it must belong to this Lambda's area. */
export const resolveRoute = (area: Area): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => ({
  name: 'resolve-route',
  before: (request) => {
    const [method, path] = request.event.routeKey.split(' ');
    const route = routeByKey(method, path);
    if (!route || route.area !== area) throw errors.notFound('Route');
    startState(request.event, { route, claims: null, actor: null, rawBody: undefined, params: {}, query: {}, body: undefined, started: Date.now() });
  },
});
