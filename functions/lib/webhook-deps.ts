import type { WebhookDeps } from '@scheduler/core/integration/webhooks/webhook-sender';
import type { Deps } from './deps.ts';
import { nodeWebhookTransport } from './webhook-transport.ts';

/** The webhook services' dependencies: Node's HTTP (or a test's transport) and the address rule of this runtime. */
export const webhookDepsOf = (deps: Deps): WebhookDeps => ({
  ...deps,
  webhookTransport: deps.webhookTransport ?? nodeWebhookTransport,
  webhookPolicy: { allowLoopback: deps.config.webhookAllowLoopback },
});
