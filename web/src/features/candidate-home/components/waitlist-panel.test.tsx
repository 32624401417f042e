import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { findDialog } from '../../../test/find-dialog.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const candidate = profile(['ROLE_CANDIDATE']);
const HOME = 'GET /api/user-booking/getCandidateBooking';
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const booked = {
  encryptedId: 'B1',
  encryptedMeetingId: 'M1',
  status: 'CONFIRMED',
  stepType: 'INTERVIEW',
  stepTypeDisplay: 'Interview',
  start: '2030-03-04T20:00:00Z',
  end: '2030-03-04T21:00:00Z',
  timezoneCode: 'Syd',
  deliveryMethod: 'ONSITE',
  deliveryMethodDisplay: 'Onsite',
  cancelAllowed: true,
};
const HOLD = {
  encryptedHoldId: 'H1',
  encryptedMeetingId: 'M9',
  meetingStart: '2030-03-05T23:00:00Z',
  timeZone: 'Australia/Sydney',
  deliveryMethod: 'ONSITE',
  location: '1 George Street, Sydney',
  expiresAt: inHours(10),
};
/** The home's answer: a booked interview (so the page does not jump to the search) and the assessment step to book. */
const home = (step: Record<string, unknown>) => ({
  body: {
    listNotPendingBookings: [booked],
    listPendingBookings: [{ encryptedStepId: 'S2', stepTypeDisplay: 'Assessment', daysAvailable: [], ...step }],
    showAvailable: true,
    cancelInterviewAuto: false,
    projectCount: 1,
  },
});

describe('candidate waitlist (issue 22)', () => {
  it('a step with nothing to book offers the waitlist: dates and delivery method are optional, the dates checked', async () => {
    const { calls } = fakeApi({
      [HOME]: () => home({ waitlistAvailable: true }),
      'POST /api/user-booking/waitlist-join': () => ({ body: { status: 'SUCCESS', message: 'S2' } }),
    });
    renderApp('/candidate', candidate);
    expect(await screen.findByText('No appointments available, please try again later')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const dialog = await findDialog('Join the waitlist');
    fireEvent.change(within(dialog).getByLabelText('From Date'), { target: { value: '2030-03-10' } });
    fireEvent.change(within(dialog).getByLabelText('To Date'), { target: { value: '2030-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByText('To Date must be on or after From Date')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/user-booking/waitlist-join')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('To Date'), { target: { value: '' } });
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(/You are on the waitlist/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user-booking/waitlist-join')?.body).toEqual({
      encryptedStepId: 'S2',
      fromDate: '2030-03-10',
      deliveryMethod: 'BOTH',
    });
  });

  it('on the waitlist: the place and narrowing, and Leave waitlist after a confirmation', async () => {
    const { calls } = fakeApi({
      [HOME]: () => home({ waitlist: { joinedAt: inHours(-5), position: 3, deliveryMethod: 'REMOTE', fromDate: '2030-03-10' } }),
      'POST /api/user-booking/waitlist-remove': () => ({ body: { status: 'SUCCESS', message: 'S2' } }),
    });
    renderApp('/candidate', candidate);
    expect(await screen.findByText('You are number 3 on the waitlist')).toBeTruthy();
    expect(screen.getByText('from 2030-03-10, Remote')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave waitlist' }));
    const question = await screen.findByRole('alertdialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Leave waitlist' }));
    expect(await screen.findByText('You have left the waitlist.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user-booking/waitlist-remove')?.body).toEqual({ encryptedStepId: 'S2' });
  });

  it('a held seat shows its meeting and expiry in the meeting zone; Confirm this appointment books it', async () => {
    const { calls } = fakeApi({
      [HOME]: () => home({ waitlist: { joinedAt: inHours(-5), position: 1, deliveryMethod: 'BOTH', hold: HOLD } }),
      'POST /api/user-booking/waitlist-confirm-hold': () => ({ body: { status: 'SUCCESS', message: 'B7' } }),
    });
    renderApp('/candidate', candidate);
    const held = await screen.findByTestId('waitlist-hold');
    expect(within(held).getByText(/^Wednesday, 06 March 2030 10:00 AM/)).toBeTruthy();
    expect(within(held).getByText('1 George Street, Sydney')).toBeTruthy();
    expect(within(held).getByText(/^Held for you until/)).toBeTruthy();
    fireEvent.click(within(held).getByRole('button', { name: 'Confirm this appointment' }));
    expect(await screen.findByText('Your appointment is booked.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user-booking/waitlist-confirm-hold')?.body).toEqual({ encryptedHoldId: 'H1' });
  });

  it('the hold page confirms the held seat and goes home', async () => {
    fakeApi({
      [HOME]: () => home({ waitlist: { joinedAt: inHours(-5), position: 1, deliveryMethod: 'BOTH', hold: HOLD } }),
      'POST /api/user-booking/waitlist-confirm-hold': () => ({ body: { status: 'SUCCESS', message: 'B7' } }),
    });
    const { router } = renderApp('/waitlist/hold/H1', candidate);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm this appointment' }));
    const done = await screen.findByRole('alertdialog');
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate'));
  });

  it('the hold page says when the hold expired or is not theirs', async () => {
    fakeApi({
      [HOME]: () => home({ waitlist: { joinedAt: inHours(-5), position: 1, deliveryMethod: 'BOTH', hold: { ...HOLD, expiresAt: inHours(-1) } } }),
    });
    renderApp('/waitlist/hold/H1', candidate);
    expect(await screen.findByText('Hold expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm this appointment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to Your Appointments' })).toBeTruthy();
  });
});
