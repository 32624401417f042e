import { ulid } from 'ulid';
import { newWebhookSecret } from '@scheduler/core/integration/webhooks/webhook-secret';
import { webhookDeliveryIdOf, webhookMessageIdOf } from '@scheduler/core/integration/webhooks/webhook-payload';
import { type AuthorizationRow, type RowContext, adminsOfA } from './authorization-row.ts';
import { A, table } from './records-of-a.ts';

/**
 * A webhook subscription of A, written straight to the table. Its address is private so that a redelivery's send is
 * refused at its address check and nothing leaves the machine (an admin could never save it: the rows of saveWebhook
 * use a public address).
 */
export async function webhookOfA(ctx: RowContext): Promise<string> {
  const now = new Date().toISOString();
  const subscriptionId = ulid();
  await ctx.db.webhookSubscription
    .create({
      organisationId: A(ctx),
      subscriptionId,
      url: 'https://10.20.30.40/hooks',
      events: ['booking.confirmed'],
      status: 'ACTIVE',
      secret: newWebhookSecret(),
      createdBy: 'Authorization rows',
      createdOn: now,
      updatedOn: now,
      archived: false,
    })
    .go();
  return subscriptionId;
}

/** A delivery record of a fresh subscription of A: its id. */
export async function webhookDeliveryOfA(ctx: RowContext): Promise<string> {
  const subscriptionId = await webhookOfA(ctx);
  const deliveryId = webhookDeliveryIdOf(ulid(), subscriptionId);
  const now = new Date().toISOString();
  await ctx.db.webhookDelivery
    .create({
      organisationId: A(ctx),
      deliveryId,
      subscriptionId,
      messageId: webhookMessageIdOf(deliveryId),
      event: 'booking.confirmed',
      payload: '{}',
      status: 'FAILED',
      attempts: 8,
      claims: 8,
      responseCode: 500,
      createdOn: now,
      lastAttemptOn: now,
    })
    .go();
  return deliveryId;
}

export const INTEGRATION_WEBHOOK_ROWS: readonly AuthorizationRow[] = [
  // integration: an organisation's webhook subscriptions and their delivery records, for its admins
  {
    route: 'integration.getWebhookList',
    call: async (ctx) => {
      await webhookOfA(ctx);
      return { params: { organisationId: A(ctx) }, body: table };
    },
    expect: adminsOfA,
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'integration.saveWebhook',
    call: async (ctx) => ({ params: { organisationId: A(ctx) }, body: { url: 'https://8.8.8.8/hooks', events: ['booking.confirmed'] } }),
    expect: adminsOfA,
  },
  {
    route: 'integration.saveWebhook',
    variant: 'a change to a subscription of A',
    call: async (ctx) => ({
      params: { organisationId: A(ctx) },
      body: { encryptedId: await webhookOfA(ctx), url: 'https://8.8.4.4/hooks', events: ['booking.cancelled'] },
    }),
    expect: adminsOfA,
  },
  {
    route: 'integration.archiveWebhook',
    call: async (ctx) => ({ params: { organisationId: A(ctx), webhookId: await webhookOfA(ctx) } }),
    expect: adminsOfA,
  },
  {
    route: 'integration.getWebhookDeliveryList',
    call: async (ctx) => {
      const deliveryId = await webhookDeliveryOfA(ctx);
      const { data } = await ctx.db.webhookDelivery.get({ organisationId: A(ctx), deliveryId }).go();
      return { params: { organisationId: A(ctx), webhookId: data!.subscriptionId }, body: table };
    },
    expect: adminsOfA,
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'integration.redeliverWebhook',
    call: async (ctx) => ({ params: { organisationId: A(ctx), deliveryId: await webhookDeliveryOfA(ctx) } }),
    expect: adminsOfA,
  },
];
