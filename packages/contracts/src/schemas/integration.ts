import * as z from 'zod';
import { API_SCOPES } from '../api-scopes.ts';
import { statusAnswer, tableAnswer } from '../envelope.ts';
import { WEBHOOK_EVENTS } from '../webhook-events.ts';
import { id, requiredText } from './common.ts';

/**
 * Requests and answers of the integration API's own calls (DESIGN §17, issue 23): organisation API keys, webhook
 * subscriptions and their delivery records. In the spec's style: the status envelope, encrypted ids, table answers.
 */

export const apiScope = z.enum(API_SCOPES);
export const webhookEvent = z.enum(WEBHOOK_EVENTS);

/**
 * integration/openapi answers the OpenAPI 3.1 document itself (not the status envelope): described by its top-level
 * fields, so the handler's answer is checked like any other and the document describes its own call.
 */
export const openApiDocumentAnswer = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** integration/createApiKey: a name the admins recognise, and at least one scope. */
export const createApiKeyRequest = z.object({
  name: requiredText(100),
  scopes: z.array(apiScope).min(1, 'Select at least one scope').max(API_SCOPES.length),
});

/** An API key as the organisation page lists it: never its secret, only the first characters that tell keys apart. */
export const apiKeyRow = z.object({
  encryptedId: z.string(),
  name: z.string(),
  scopes: z.array(apiScope),
  /** `sch_<id>_` and the secret's first 4 characters. */
  hint: z.string(),
  status: z.enum(['ACTIVE', 'REVOKED']),
  createdBy: z.string(),
  createdOn: z.string(),
  lastUsedOn: z.string().optional(),
  revokedBy: z.string().optional(),
  revokedOn: z.string().optional(),
});
export const apiKeyList = tableAnswer(apiKeyRow);

/** The one answer that carries the key itself: shown once, stored only as a hash. */
export const createdApiKeyAnswer = statusAnswer.extend({ apiKey: apiKeyRow, secret: z.string() });

/** integration/saveWebhook: a new subscription (no encryptedId) or a change to one. */
export const saveWebhookRequest = z.object({
  encryptedId: id.optional(),
  url: z.string().trim().min(1, 'This field is required').max(2000).url('Invalid URL'),
  description: z.string().trim().max(200).optional(),
  events: z.array(webhookEvent).min(1, 'Select at least one event').max(WEBHOOK_EVENTS.length),
  /** ACTIVE or DISABLED; a disabled subscription is sent nothing until it is made active again. */
  status: z.enum(['ACTIVE', 'DISABLED']).optional(),
});

export const webhookRow = z.object({
  encryptedId: z.string(),
  url: z.string(),
  description: z.string().optional(),
  events: z.array(webhookEvent),
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** Why it was disabled, when the product disabled it (failing for days). */
  disabledReason: z.string().optional(),
  createdBy: z.string(),
  createdOn: z.string(),
  /** When its deliveries began to fail without a success since. */
  failingSince: z.string().optional(),
});
export const webhookList = tableAnswer(webhookRow);

/** The answer of a new subscription carries its signing secret (`whsec_...`), shown once. */
export const savedWebhookAnswer = statusAnswer.extend({ webhook: webhookRow, secret: z.string().optional() });

/** A delivery record: one event to one subscription, its attempts and the receiver's last answer; never a secret. */
export const webhookDeliveryRow = z.object({
  encryptedId: z.string(),
  /** The `webhook-id` header: the same on every attempt and redelivery of this event to this subscription. */
  webhookId: z.string(),
  event: webhookEvent,
  status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
  attempts: z.number(),
  responseCode: z.number().optional(),
  lastError: z.string().optional(),
  createdOn: z.string(),
  lastAttemptOn: z.string().optional(),
  nextAttemptOn: z.string().optional(),
});
export const webhookDeliveryList = tableAnswer(webhookDeliveryRow);
