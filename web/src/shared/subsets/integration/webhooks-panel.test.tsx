import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { findDialog } from '../../../test/find-dialog.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { tick } from '../../../test/tick.ts';
import WebhooksPanel from './webhooks-panel.tsx';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ACTIVE = {
  encryptedId: 'W1',
  url: 'https://ats.example.com/hooks/scheduler',
  description: 'Applicant tracking',
  events: ['booking.confirmed' as const, 'booking.cancelled' as const],
  status: 'ACTIVE' as const,
  createdBy: 'Ada Admin',
  createdOn: '2026-12-01T02:00:00.000Z',
};
const DISABLED = {
  ...ACTIVE,
  encryptedId: 'W2',
  url: 'https://old.example.com/hook',
  description: undefined,
  status: 'DISABLED' as const,
  disabledReason: 'Disabled after failing for 3 days: the receiver answered 500.',
};
const DELIVERY = {
  encryptedId: 'D1',
  webhookId: 'msg_01JDELIVERY',
  event: 'booking.confirmed' as const,
  status: 'FAILED' as const,
  attempts: 8,
  responseCode: 500,
  createdOn: '2026-12-02T02:00:00.000Z',
  lastAttemptOn: '2026-12-03T02:00:00.000Z',
};
const calledAt = (calls: Recorded[], path: string) => calls.filter((c) => c.path === path);

function show() {
  const api = fakeApi({
    'POST /api/integration/getWebhookList/ORG1': () => ({ body: { dataset: [ACTIVE, DISABLED], size: 2 } }),
    'POST /api/integration/saveWebhook/ORG1': (req) => {
      const body = req.body as { encryptedId?: string; url: string; events: (typeof ACTIVE)['events'] };
      const webhook = { ...ACTIVE, encryptedId: body.encryptedId ?? 'W3', url: body.url, events: body.events };
      return { body: body.encryptedId ? { status: 'SUCCESS', webhook } : { status: 'SUCCESS', webhook, secret: SECRET } };
    },
    'POST /api/integration/getWebhookDeliveryList/ORG1/W1': () => ({ body: { dataset: [DELIVERY], size: 1 } }),
    'POST /api/integration/redeliverWebhook/ORG1/D1': () => ({ body: { status: 'SUCCESS', message: 'Sent again.' } }),
  });
  renderWithProviders(<WebhooksPanel organisationId="ORG1" />);
  return api;
}

async function addWebhook(url: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Webhook' }));
  const dialog = await findDialog('Add Webhook');
  fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: url } });
  return dialog;
}

describe('the organisation page’s Webhooks tab', () => {
  it('lists subscriptions with their events in words; a disabled one shows why', async () => {
    show();
    const active = (await screen.findByText(ACTIVE.url)).closest('tr') as HTMLElement;
    expect(within(active).getByText('Booking confirmed, Booking cancelled')).toBeTruthy();
    expect(within(active).getByText('Active')).toBeTruthy();
    const disabled = screen.getByText(DISABLED.url).closest('tr') as HTMLElement;
    expect(within(disabled).getByText('Disabled')).toBeTruthy();
    expect(within(disabled).getByText(DISABLED.disabledReason)).toBeTruthy();
  });

  it('refuses a subscription without an event, with the schema’s message, and sends nothing', async () => {
    const { calls } = show();
    const dialog = await addWebhook('https://hooks.example.com/in');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select at least one event')).toBeTruthy();
    expect(calledAt(calls, '/api/integration/saveWebhook/ORG1')).toEqual([]);
  });

  it('subscribes an address to events and shows the signing secret once', async () => {
    const { calls } = show();
    const dialog = await addWebhook('https://hooks.example.com/in');
    await tick('Booking rescheduled');
    await tick('Candidate invited');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const shown = await findDialog('Webhook Saved');
    expect((within(shown).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(SECRET);
    expect(calledAt(calls, '/api/integration/saveWebhook/ORG1').map((c) => c.body)).toEqual([
      { url: 'https://hooks.example.com/in', events: ['booking.rescheduled', 'candidate.invited'], status: 'ACTIVE' },
    ]);
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
  });

  it('edits a subscription: its values filled, its id sent, no secret', async () => {
    const { calls } = show();
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${ACTIVE.url}` }));
    const dialog = await findDialog('Edit Webhook');
    expect((within(dialog).getByLabelText(/^URL/) as HTMLInputElement).value).toBe(ACTIVE.url);
    expect((within(dialog).getByLabelText('Booking confirmed') as HTMLInputElement).checked).toBe(true);
    await tick('Booking cancelled');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The webhook was saved.')).toBeTruthy();
    expect(calledAt(calls, '/api/integration/saveWebhook/ORG1').map((c) => c.body)).toEqual([
      { encryptedId: 'W1', url: ACTIVE.url, description: 'Applicant tracking', events: ['booking.confirmed'], status: 'ACTIVE' },
    ]);
  });

  it('shows a subscription’s deliveries and redelivers one through its route', async () => {
    const { calls } = show();
    fireEvent.click(await screen.findByRole('button', { name: `Deliveries of ${ACTIVE.url}` }));
    const dialog = await findDialog(/^Deliveries/);
    const row = (await within(dialog).findByText('FAILED')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Booking confirmed')).toBeTruthy();
    expect(within(row).getByText('8')).toBeTruthy();
    expect(within(row).getByText('500')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^Redeliver/ }));
    expect(await screen.findByText('Sent again.')).toBeTruthy();
    expect(calledAt(calls, '/api/integration/redeliverWebhook/ORG1/D1')).toHaveLength(1);
  });
});
