import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { accountRoutes, assertAccessTokenLive } from './account-routes.ts';
import { authFlows, type CustomAuthTrigger } from './auth-flows.ts';

/**
 * The router in front of cognito-local's: our flows where it lacks or mis-implements one, its own targets
 * otherwise. Every call carrying an AccessToken is refused for disabled or signed-out users.
 */
export function compatRouter(base: Router, services: Services, customAuth?: CustomAuthTrigger): Router {
  const own: Record<string, Route> = { ...authFlows(services, base, customAuth), ...accountRoutes(services, base) };
  return (target) => {
    const route = own[target] ?? base(target);
    return async (ctx, req) => {
      await assertAccessTokenLive(ctx, services, req);
      return route(ctx, req);
    };
  };
}
