import type * as z from 'zod';
import { fillLabels } from '../labels.ts';
import { WEBHOOK_EVENT_TEXT, type WebhookEvent } from '../webhook-events.ts';
import { type JsonSchema, jsonSchemaOf, type SchemaComponents } from './json-schema.ts';

/** The three Standard Webhooks headers every delivery carries. */
const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The delivery’s id: the same on every retry and redelivery of this event to this subscription, so a receiver can drop a repeat.',
    example: 'msg_01J9Z8Y7X6W5V4T3S2R1Q0P9N8',
  },
  {
    name: 'webhook-timestamp',
    description: 'When this attempt was signed, in seconds since the Unix epoch; refuse one far from your clock to stop replays.',
    example: '1767139200',
  },
  {
    name: 'webhook-signature',
    description:
      'Space-separated signatures `v1,<base64>`: HMAC-SHA256 with the subscription’s secret (`whsec_...`, base64 after the ' +
      'prefix) over `<webhook-id>.<webhook-timestamp>.<body>`. Verify with any Standard Webhooks library.',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
].map(({ name, description, example }) => ({ name, in: 'header', required: true, description, schema: { type: 'string' }, example }));

/** The `webhooks` section: one POST per event, its JSON body and the signature headers (Standard Webhooks). */
export function webhooksOf(payloads: Readonly<Partial<Record<WebhookEvent, z.ZodType>>>, components: SchemaComponents): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(payloads).map(([event, schema]) => {
      const name = fillLabels(WEBHOOK_EVENT_TEXT[event as WebhookEvent] ?? event, {});
      const operationId = `webhook_${event.replace(/[^A-Za-z0-9]/g, '_')}`;
      return [
        event,
        {
          post: {
            operationId,
            summary: name,
            description:
              `Sent to each subscription to \`${event}\` when it happens. Answer any 2xx within the timeout; any other answer ` +
              'or none is retried with backoff over hours, with the same `webhook-id`.',
            tags: ['webhooks'],
            parameters: SIGNATURE_HEADERS,
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchemaOf(schema as z.ZodType, 'output', operationId, components) } },
            },
            responses: { '200': { description: 'Received (any 2xx).' } },
            security: [],
          },
        },
      ];
    }),
  );
}
