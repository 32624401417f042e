import { integrationRoutes } from '@scheduler/contracts/routes/integration';
import { createWebhookService } from '@scheduler/core/integration/webhooks/webhook-service';
import { handle, type RouteHandler } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { webhookDepsOf } from '../lib/webhook-deps.ts';

const service = (deps: Parameters<typeof webhookDepsOf>[0]) => createWebhookService(webhookDepsOf(deps));

const ATTEMPT_TEXT = {
  DELIVERED: 'Webhook Redelivered',
  RETRY: 'Webhook Redelivery Failed - it is retried later',
  FAILED: 'Webhook Redelivery Failed',
  CLAIMED_ELSEWHERE: 'Webhook Redelivery Queued',
} as const;

/** integration/getWebhookList, saveWebhook, archiveWebhook, getWebhookDeliveryList, redeliverWebhook (DESIGN §17). */
export const webhookHandlers: readonly RouteHandler<any>[] = [
  handle(pickRoute(integrationRoutes, 'getWebhookList'), async ({ actor, params, body }, deps) =>
    service(deps).list(actor, params.organisationId, body),
  ),
  handle(pickRoute(integrationRoutes, 'saveWebhook'), async ({ actor, params, body }, deps) => {
    const saved = await service(deps).save(actor, params.organisationId, body);
    return { status: 'SUCCESS', message: body.encryptedId ? 'Webhook Saved' : 'Webhook Created', ...saved };
  }),
  handle(pickRoute(integrationRoutes, 'archiveWebhook'), async ({ actor, params }, deps) => {
    await service(deps).archive(actor, params.organisationId, params.webhookId);
    return { status: 'SUCCESS', message: 'Webhook Removed' };
  }),
  handle(pickRoute(integrationRoutes, 'getWebhookDeliveryList'), async ({ actor, params, body }, deps) =>
    service(deps).deliveries(actor, params.organisationId, params.webhookId, body),
  ),
  handle(pickRoute(integrationRoutes, 'redeliverWebhook'), async ({ actor, params }, deps) => ({
    status: 'SUCCESS',
    message: ATTEMPT_TEXT[await service(deps).redeliver(actor, params.organisationId, params.deliveryId)],
  })),
];
