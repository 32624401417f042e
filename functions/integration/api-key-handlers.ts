import type { RouteHandler } from '../lib/handle.ts';

/** integration/getApiKeyList, createApiKey, revokeApiKey (DESIGN §17). */
export const apiKeyHandlers: readonly RouteHandler<any>[] = [];
