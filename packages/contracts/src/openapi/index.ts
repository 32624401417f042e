import { ROUTES } from '../routes/index.ts';
import { WEBHOOK_PAYLOADS } from '../schemas/webhook-payloads.ts';
import { type OpenApiDocument, openApiDocument } from './document.ts';

export { type OpenApiDocument, type OpenApiSource, openApiDocument, routesMissingFrom } from './document.ts';
export { operationIdOf } from './operation.ts';

/** The document of this API: every route of the table and every webhook event. */
export const apiDocument = (version?: string): OpenApiDocument => openApiDocument({ routes: ROUTES, webhooks: WEBHOOK_PAYLOADS, version });
