import type { RouteHandler } from '../lib/handle.ts';

/** integration/getWebhookList, saveWebhook, archiveWebhook, getWebhookDeliveryList, redeliverWebhook (DESIGN §17). */
export const webhookHandlers: readonly RouteHandler<any>[] = [];
