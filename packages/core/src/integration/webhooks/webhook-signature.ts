import { Webhook } from 'standardwebhooks';

/** The three headers of a Standard Webhooks delivery. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The headers that sign `body` as message `messageId` at `at` with the subscription's `whsec_` secret (HMAC-SHA256, v1). */
export function signWebhook(secret: string, messageId: string, at: Date, body: string): WebhookHeaders {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}

/** Verifies a received delivery as a receiver does (signature, and a timestamp within five minutes); throws when it fails. */
export function verifyWebhook(secret: string, body: string, headers: WebhookHeaders): void {
  new Webhook(secret).verify(body, { ...headers });
}
