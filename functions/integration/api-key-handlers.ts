import { integrationRoutes } from '@scheduler/contracts/routes/integration';
import { createApiKeyService } from '@scheduler/core/integration/api-keys/api-key-service';
import { handle } from '../lib/handle.ts';
import type { RouteHandler } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** integration/getApiKeyList, createApiKey, revokeApiKey (DESIGN §17): an organisation's API keys, for its admins. */
export const apiKeyHandlers: readonly RouteHandler<any>[] = [
  handle(pickRoute(integrationRoutes, 'getApiKeyList'), async ({ actor, params, body }, deps) =>
    createApiKeyService(deps).list(actor, params.organisationId, body),
  ),
  handle(pickRoute(integrationRoutes, 'createApiKey'), async ({ actor, params, body }, deps) =>
    createApiKeyService(deps).create(actor, params.organisationId, body),
  ),
  handle(pickRoute(integrationRoutes, 'revokeApiKey'), async ({ actor, params }, deps) =>
    createApiKeyService(deps).revoke(actor, params.organisationId, params.apiKeyId),
  ),
];
