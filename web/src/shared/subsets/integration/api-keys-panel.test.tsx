import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { findDialog } from '../../../test/find-dialog.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { tick } from '../../../test/tick.ts';
import ApiKeysPanel from './api-keys-panel.tsx';

const SECRET = 'sch_01JABCDEFGHJKMNPQRSTVWXYZ0_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const KEY = {
  encryptedId: 'K1',
  name: 'Applicant tracking',
  scopes: ['bookings:read' as const, 'candidates:invite' as const],
  hint: 'sch_01JABCDEFGHJKMNPQRSTVWXYZ0_abcd',
  status: 'ACTIVE' as const,
  createdBy: 'Ada Admin',
  createdOn: '2026-12-01T02:00:00.000Z',
};
const calledAt = (calls: Recorded[], path: string) => calls.filter((c) => c.path === path);

function show() {
  const api = fakeApi({
    'POST /api/integration/getApiKeyList/ORG1': () => ({ body: { dataset: [KEY], size: 1 } }),
    'POST /api/integration/createApiKey/ORG1': (req) => ({
      body: { status: 'SUCCESS', apiKey: { ...KEY, encryptedId: 'K2', name: (req.body as { name: string }).name }, secret: SECRET },
    }),
    'POST /api/integration/revokeApiKey/ORG1/K1': () => ({ body: { status: 'SUCCESS', message: 'API key revoked.' } }),
    'POST /api/auditLog/getByRefId/ApiKey/K1': () => ({
      body: {
        dataset: [
          {
            logOn: '2026-12-02T03:04:00.000Z',
            logBy: 'Applicant tracking (API key)',
            logMsg: 'Called user-booking.getUserBookingList',
          },
        ],
        size: 1,
      },
    }),
  });
  renderWithProviders(<ApiKeysPanel organisationId="ORG1" />);
  return api;
}

describe('the organisation page’s API Keys tab', () => {
  it('lists the keys: name, scopes in words, hint, creator, status', async () => {
    show();
    const row = (await screen.findByText('Applicant tracking')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Read Bookings, Invite Candidates')).toBeTruthy();
    expect(within(row).getByText(/sch_01JABCDEFGHJKMNPQRSTVWXYZ0_abcd/)).toBeTruthy();
    expect(within(row).getByText('Ada Admin')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
  });

  it("opens a key's log: every call made with it, from the audit log", async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Log of Applicant tracking' }));
    const dialog = await findDialog('API Key Log: Applicant tracking');
    expect(await within(dialog).findByText('Called user-booking.getUserBookingList')).toBeTruthy();
    expect(within(dialog).getByText('Applicant tracking (API key)')).toBeTruthy();
  });

  it('creates a key with its scopes and shows it once: gone when the dialog closes, not there when it opens again', async () => {
    const { calls } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API Key' }));
    const dialog = await findDialog('Create API Key');
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Payroll sync' } });
    await tick('Read Bookings');
    await tick('Book, Reschedule and Update Bookings');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await findDialog('API Key Created');
    expect((within(shown).getByLabelText('API key') as HTMLInputElement).value).toBe(SECRET);
    expect(within(shown).getByText(/cannot be shown again/)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy API key' })).toBeTruthy();
    expect(calledAt(calls, '/api/integration/createApiKey/ORG1').map((c) => c.body)).toEqual([
      { name: 'Payroll sync', scopes: ['bookings:read', 'bookings:write'] },
    ]);

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);

    fireEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
    const again = await findDialog('Create API Key');
    expect((within(again).getByLabelText(/Name/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('refuses a key without a scope, with the schema’s message, and sends nothing', async () => {
    const { calls } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API Key' }));
    const dialog = await findDialog('Create API Key');
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'No scope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Select at least one scope')).toBeTruthy();
    expect(calledAt(calls, '/api/integration/createApiKey/ORG1')).toEqual([]);
  });

  it('asks before revoking: Cancel sends nothing, Revoke revokes that key', async () => {
    const { calls } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Applicant tracking' }));
    const ask = await findDialog('Revoke API Key', 'alertdialog');
    expect(within(ask).getByText(/Applicant tracking.*stop working at once/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calledAt(calls, '/api/integration/revokeApiKey/ORG1/K1')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Applicant tracking' }));
    fireEvent.click(within(await findDialog('Revoke API Key', 'alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key revoked.')).toBeTruthy();
    expect(calledAt(calls, '/api/integration/revokeApiKey/ORG1/K1')).toHaveLength(1);
  });
});
