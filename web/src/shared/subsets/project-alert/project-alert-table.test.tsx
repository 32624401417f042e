import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ProjectAlertTable } from './project-alert-table.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const ROW = {
  encryptedId: 'A1',
  projectName: 'Graduate assessment',
  codeDescription: 'Booking Confirmed',
  nameNTEmail: 'Confirmed email',
  nameNTSMS: '',
};

describe("a project's alerts table", () => {
  it('lists the alerts, names the missing ones and adds the default alerts, reading the list again', async () => {
    let rows = [ROW];
    const { calls } = fakeApi({
      'POST /api/project-alert/getListByProject/P1': () => ({ body: { dataset: rows, size: rows.length } }),
      'GET /api/project-alert/getConfigAlertMissing/P1': () => ({
        body: [{ code: 'BOOKING_REMINDER', description: 'Booking Reminder', deliveryMethods: ['EMAIL', 'SMS'] }],
      }),
      'POST /api/project-alert/addDefaultAlerts/P1': () => {
        rows = [ROW, { ...ROW, encryptedId: 'A2', codeDescription: 'Booking Reminder', nameNTEmail: 'Reminder email' }];
        return { body: { status: 'SUCCESS', message: 'Default Alerts added: Booking Reminder' } };
      },
    });
    renderWithProviders(<ProjectAlertTable projectId="P1" />);
    expect(await screen.findByText('Confirmed email')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Missing Alerts' }));
    const missing = await screen.findByRole('alertdialog');
    expect(within(missing).getByText('Booking Reminder')).toBeTruthy();
    fireEvent.click(within(missing).getByRole('button', { name: 'OK' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Add Default Alerts' }));
    expect(await screen.findByText('Default Alerts added: Booking Reminder')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Reminder email')).toBeTruthy());
    expect(calls.filter((c) => c.path === '/api/project-alert/addDefaultAlerts/P1')).toHaveLength(1);
  });
});
