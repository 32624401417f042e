import * as z from 'zod';
import { id, pathParams, tableOrExport } from './common.ts';

/** The statuses of an outbox message (core notification/delivery-record-entity.ts). */
export const DELIVERY_STATUS_VALUES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;

/**
 * One delivery record as an admin reads it (issue 9: each message sent or failed, on the project and on the person):
 * when, which alert, the channel and recipient, its status and attempts, the provider's message id or the error.
 * Never the message's body (an invitation's holds its link).
 */
export const deliveryRow = z.object({
  encryptedId: id,
  createdAt: z.string(),
  updatedAt: z.string(),
  alertCode: z.string(),
  alertName: z.string(),
  channel: z.enum(['EMAIL', 'SMS']),
  recipient: z.string(),
  subject: z.string().optional(),
  status: z.enum(DELIVERY_STATUS_VALUES),
  attempts: z.number().int().min(0),
  providerMessageId: z.string().optional(),
  error: z.string().optional(),
});
export const deliveryList = tableOrExport(deliveryRow);
export const projectDeliveryParams = pathParams('projectId');
export const userDeliveryParams = pathParams('userId');
