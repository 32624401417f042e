import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { findDialog } from '../../../test/find-dialog.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const candidate = profile(['ROLE_CANDIDATE']);
const HOME = 'GET /api/user-booking/getCandidateBooking';
const SPOTS = 'POST /api/meeting/getMeetingSpotsEmpty';
const RESCHEDULE = 'POST /api/user-booking/reschedule-booking';

const assessment = {
  encryptedId: 'B2',
  encryptedMeetingId: 'M2',
  status: 'CONFIRMED',
  stepType: 'ASSESSMENT',
  stepTypeDisplay: 'Testing Session',
  start: '2030-03-01T23:00:00Z',
  end: '2030-03-02T02:00:00Z',
  timezoneCode: 'Syd',
  deliveryMethod: 'ONSITE',
  deliveryMethodDisplay: 'Onsite',
  cancelAllowed: true,
  rescheduleAllowed: true,
};
const interview = {
  ...assessment,
  encryptedId: 'B1',
  encryptedMeetingId: 'M1',
  stepType: 'INTERVIEW',
  stepTypeDisplay: 'Interview',
  start: '2030-03-09T23:00:00Z',
  end: '2030-03-10T00:00:00Z',
};
const home = (bookings: Record<string, unknown>[]) => ({
  listNotPendingBookings: bookings,
  listPendingBookings: [],
  showAvailable: false,
  projectCount: 1,
});
const slot = {
  encryptedId: 'M7',
  start: '2030-03-05T23:00:00Z',
  end: '2030-03-06T02:00:00Z',
  timezoneCode: 'Syd',
  stepType: 'ASSESSMENT',
  deliveryMethod: 'ONSITE',
  displayAddress: '1 George St, Sydney NSW 2000',
  assessorName: 'Ian Vigil',
  assessorTypeLabel: 'Invigilator',
};

describe('candidate home: reschedule (issue 22)', () => {
  it("shows 'Reschedule {step} appointment' in the organisation's words only where the server allows it", async () => {
    fakeApi({ [HOME]: () => ({ body: home([assessment, { ...interview, rescheduleAllowed: false }]) }) });
    renderApp('/candidate', candidate);
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('button', { name: 'Reschedule Testing Session appointment' })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: 'Cancel Interview appointment' })).toBeTruthy();
  });

  it('opens the slot search in reschedule mode, warns about the interview, moves the booking and goes home', async () => {
    let moved: unknown;
    const { calls } = fakeApi({
      [HOME]: () => ({ body: home([assessment, interview]) }),
      [SPOTS]: () => ({ body: { dataset: [slot], size: 1 } }),
      [RESCHEDULE]: (req) => {
        moved = req.body;
        return { body: { status: 'SUCCESS', message: 'B2' } };
      },
    });
    const { router } = renderApp('/candidate', candidate);
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule Testing Session appointment' }));
    await waitFor(() => expect(router.state.location.search).toBe('?reschedule=B2'));
    expect(await screen.findByText('Please choose the new time for your Testing Session appointment')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Date' })).toBeNull();
    const [book] = await screen.findAllByRole('button', { name: /^Book / });
    const search = calls.find((c) => c.path === '/api/meeting/getMeetingSpotsEmpty');
    expect(JSON.parse(String((search!.body as { searchData: string }).searchData))).toMatchObject({ encryptedStepId: 'B2', searchDate: '' });

    fireEvent.click(book!);
    const confirm = await findDialog('Reschedule Appointment', 'alertdialog');
    expect(within(confirm).getByText(/Move the appointment to Wednesday, 06 March 2030 10:00 AM Syd\?/)).toBeTruthy();
    expect(within(confirm).getByText(/Your booked Interview appointment will be cancelled automatically if the new time/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    const done = await findDialog('Appointment Rescheduled', 'alertdialog');
    expect(moved).toEqual({ encryptedBookingId: 'B2', encryptedMeetingId: 'M7' });
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate'));
  });

  it("says 'Not Available' when the slot went meanwhile, and reads the slots again", async () => {
    const { calls } = fakeApi({
      [HOME]: () => ({ body: home([assessment]) }),
      [SPOTS]: () => ({ body: { dataset: [slot], size: 1 } }),
      [RESCHEDULE]: () => ({ status: 422, body: { status: 'BOOKING_NA', code: 'booking.not_available', message: 'Not Available' } }),
    });
    const { router } = renderApp('/meeting-search?reschedule=B2', { ...candidate });
    const [book] = await screen.findAllByRole('button', { name: /^Book / });
    fireEvent.click(book!);
    fireEvent.click(within(await findDialog('Reschedule Appointment', 'alertdialog')).getByRole('button', { name: 'Continue' }));
    const na = await findDialog('Not Available', 'alertdialog');
    expect(within(na).getByText('This appointment is no longer available. Please choose another.')).toBeTruthy();
    const before = calls.filter((c) => c.path === '/api/meeting/getMeetingSpotsEmpty').length;
    fireEvent.click(within(na).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/meeting/getMeetingSpotsEmpty').length).toBe(before + 1));
    expect(router.state.location.pathname).toBe('/meeting-search');
  });

  it('sends the candidate home when the booking may not be rescheduled', async () => {
    fakeApi({ [HOME]: () => ({ body: home([{ ...assessment, rescheduleAllowed: false }]) }) });
    const { router } = renderApp('/meeting-search?reschedule=B2', candidate);
    const error = await findDialog('ERROR', 'alertdialog');
    fireEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate'));
  });
});
