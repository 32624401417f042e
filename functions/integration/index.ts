import { integrationRoutes } from '@scheduler/contracts/routes/integration';
import { createArea } from '../lib/create-area.ts';
import { apiKeyHandlers } from './api-key-handlers.ts';
import { documentHandlers } from './document-handlers.ts';
import { webhookHandlers } from './webhook-handlers.ts';

/** The integration Lambda (DESIGN §17): the OpenAPI document and reference page, API keys, webhook subscriptions. */
export const { handler, implemented } = createArea('integration', integrationRoutes, [...documentHandlers, ...apiKeyHandlers, ...webhookHandlers]);
