import type { RouteHandler } from '../lib/handle.ts';

/** integration/openapi and docs: the published OpenAPI document and its reference page (DESIGN §17). */
export const documentHandlers: readonly RouteHandler<any>[] = [];
