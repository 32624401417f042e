import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { findDialog } from '../../../test/find-dialog.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { BookingDetailsDialog } from './booking-details-dialog.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const detail = {
  encryptedId: 'B1',
  encryptedMeetingId: 'M1',
  encryptedProjectId: 'P1',
  encryptedCandidateId: 'C1',
  status: 'CONFIRMED',
  stepType: 'INTERVIEW',
  stepTypeDisplay: 'Interview',
  candidateName: 'Mia Martin',
  start: '2030-03-04T23:00:00Z',
  timezoneCode: 'Syd',
  cancelAllowed: true,
  rescheduleAllowed: true,
};
const meetings = {
  dataset: [
    { encryptedId: 'M1', dateTimeCombined: '05/03/2030 10:00 AM - 11:00 AM Syd', seats: '1/5', assessorName: 'Ava Stone' },
    { encryptedId: 'M8', dateTimeCombined: '07/03/2030 02:00 PM - 03:00 PM Syd', seats: '0/5', assessorName: 'Ava Stone' },
  ],
  size: 2,
};

describe('Booking Details: Reschedule (issue 22, admins)', () => {
  it('offers Reschedule only where the server allows it', async () => {
    fakeApi({ 'GET /api/user-booking/getById/B1': () => ({ body: { ...detail, rescheduleAllowed: false } }) });
    renderWithProviders(<BookingDetailsDialog bookingId="B1" onClose={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Cancel Booking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });

  it("lists the project's active meetings and moves the booking to the one chosen", async () => {
    let moved: unknown;
    fakeApi({
      'GET /api/user-booking/getById/B1': () => ({ body: detail }),
      'POST /api/meeting/getMeetingListByProject/P1/active': () => ({ body: meetings }),
      'POST /api/user-booking/reschedule-booking': (req) => {
        moved = req.body;
        return { body: { status: 'SUCCESS', message: 'B1' } };
      },
    });
    renderWithProviders(<BookingDetailsDialog bookingId="B1" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const picker = await findDialog('Reschedule Booking');
    fireEvent.click(await within(picker).findByText('07/03/2030 02:00 PM - 03:00 PM Syd'));
    const confirm = await findDialog('Reschedule Appointment', 'alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    await findDialog('Appointment Rescheduled', 'alertdialog');
    expect(moved).toEqual({ encryptedBookingId: 'B1', encryptedMeetingId: 'M8' });
  });

  it("says the server's refusal under its title and keeps the list open", async () => {
    fakeApi({
      'GET /api/user-booking/getById/B1': () => ({ body: detail }),
      'POST /api/meeting/getMeetingListByProject/P1/active': () => ({ body: meetings }),
      'POST /api/user-booking/reschedule-booking': () => ({
        status: 422,
        body: { status: 'Not Allowed', code: 'booking.not_allowed', message: 'Max. Allowed spots already booked' },
      }),
    });
    renderWithProviders(<BookingDetailsDialog bookingId="B1" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const picker = await findDialog('Reschedule Booking');
    fireEvent.click(await within(picker).findByText('07/03/2030 02:00 PM - 03:00 PM Syd'));
    fireEvent.click(within(await findDialog('Reschedule Appointment', 'alertdialog')).getByRole('button', { name: 'Continue' }));
    const refused = await findDialog('Not Allowed', 'alertdialog');
    expect(within(refused).getByText('Max. Allowed spots already booked')).toBeTruthy();
    fireEvent.click(within(refused).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Reschedule Booking' })).toBeTruthy());
  });
});
