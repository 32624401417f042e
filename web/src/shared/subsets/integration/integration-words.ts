import { API_SCOPE_TEXT, API_SCOPES, type ApiScope } from '@scheduler/contracts/api-scopes';
import { WEBHOOK_EVENT_TEXT, WEBHOOK_EVENTS, type WebhookEvent } from '@scheduler/contracts/webhook-events';

/** The words of the organisation page's API Keys and Webhooks tabs (DESIGN §17, issue 23), in the spec's tone. */
export const INTEGRATION_WORDS = {
  apiKeysTab: 'API Keys',
  webhooksTab: 'Webhooks',
  createKey: 'Create API Key',
  keyCreatedTitle: 'API Key Created',
  keyOnce: 'Copy this key now. It cannot be shown again: only its hint is kept.',
  revokeTitle: 'Revoke API Key',
  revoke: (name: string) => `Revoke the API key "${name}"? Integrations using it stop working at once. This cannot be undone.`,
  revoked: 'The API key was revoked.',
  keyLog: 'API Key Log',
  addWebhook: 'Add Webhook',
  editWebhook: 'Edit Webhook',
  webhookSavedTitle: 'Webhook Saved',
  secretOnce: 'Copy this signing secret now. It cannot be shown again: receivers verify each delivery with it.',
  removeWebhookTitle: 'Remove Webhook',
  removeWebhook: (url: string) => `Remove the webhook to ${url}? Nothing more is sent to it.`,
  removed: 'The webhook was removed.',
  deliveriesTitle: 'Deliveries',
  redeliverTitle: 'Redeliver',
  redelivered: 'The delivery was sent again, with the same webhook-id.',
  docs: 'API reference',
} as const;

export const SCOPE_OPTIONS = API_SCOPES.map((s) => ({ value: s, label: API_SCOPE_TEXT[s] }));
export const EVENT_OPTIONS = WEBHOOK_EVENTS.map((e) => ({ value: e, label: WEBHOOK_EVENT_TEXT[e] }));
export const scopeText = (scopes: readonly ApiScope[]) => scopes.map((s) => API_SCOPE_TEXT[s] ?? s).join(', ');
export const eventText = (events: readonly WebhookEvent[]) => events.map((e) => WEBHOOK_EVENT_TEXT[e] ?? e).join(', ');
