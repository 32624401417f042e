import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ProjectDeliveryTable, UserDeliveryTable } from './delivery-table.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const ROWS = [
  {
    encryptedId: 'D2',
    createdAt: '2027-03-04T22:06:00.000Z',
    updatedAt: '2027-03-04T22:07:00.000Z',
    alertCode: 'BOOKING_CONFIRMED',
    alertName: 'Booking Confirmed',
    channel: 'SMS',
    recipient: '+61412345678',
    status: 'FAILED',
    attempts: 5,
    error: 'Invalid parameter: PhoneNumber',
  },
  {
    encryptedId: 'D1',
    createdAt: '2027-03-04T22:05:00.000Z',
    updatedAt: '2027-03-04T22:05:01.000Z',
    alertCode: 'CANDIDATE_INVITATION',
    alertName: 'Candidate Invitation',
    channel: 'EMAIL',
    recipient: 'cara@example.com',
    subject: 'Invitation',
    status: 'SENT',
    attempts: 1,
    providerMessageId: 'ses-1',
  },
];

describe('the Messages subset', () => {
  it("lists a project's messages newest first with time, alert, channel, recipient, status and error", async () => {
    const { calls } = fakeApi({ 'POST /api/project-alert/getDeliveryList/P1': () => ({ body: { dataset: ROWS, size: 2 } }) });
    renderWithProviders(<ProjectDeliveryTable projectId="P1" />);
    const failed = (await screen.findByText('+61412345678')).closest('tr')!;
    expect(within(failed).getByText('Booking Confirmed')).toBeTruthy();
    expect(within(failed).getByText('SMS')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Invalid parameter: PhoneNumber')).toBeTruthy();
    const sent = screen.getByText('cara@example.com').closest('tr')!;
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(within(sent).getByText('Email')).toBeTruthy();
    for (const header of ['Time', 'Alert', 'Channel', 'Recipient', 'Status', 'Error'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ sortColumn: 'createdAt', sortDirection: 'desc', pageSize: 10 });
  });

  it("reads a person's messages through the user route", async () => {
    const { calls } = fakeApi({ 'POST /api/user/getDeliveryList/U1': () => ({ body: { dataset: [ROWS[1]], size: 1 } }) });
    renderWithProviders(<UserDeliveryTable userId="U1" />);
    expect(await screen.findByText('cara@example.com')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/user/getDeliveryList/U1');
  });
});
