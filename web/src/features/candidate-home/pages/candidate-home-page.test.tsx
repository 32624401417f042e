import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configureLiveEvents } from '../../../shared/lib/live-events.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const candidate = profile(['ROLE_CANDIDATE']);
const HOME = 'GET /api/user-booking/getCandidateBooking';
const UPDATE = 'POST /api/user-booking/update-status';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

const interview = {
  encryptedId: 'B1',
  encryptedMeetingId: 'M1',
  status: 'CONFIRMED',
  stepType: 'INTERVIEW',
  stepTypeDisplay: 'Interview',
  projectName: 'Graduate Interviews',
  assessorInvigilatorName: 'Ava Stone',
  start: '2030-03-04T20:00:00Z',
  end: '2030-03-04T21:00:00Z',
  timezoneCode: 'Akl',
  deliveryMethod: 'REMOTE',
  deliveryMethodDisplay: 'Remote',
  candidateBookingLink: 'https://meet.example/ava',
  candidateBookingLinkAvailable: true,
  joinMinBefore: 10,
  cancelAllowed: false,
  cancelNAMessage: 'Your interview can no longer be cancelled online. Please contact us.',
};
const assessment = {
  encryptedId: 'B2',
  encryptedMeetingId: 'M2',
  status: 'CONFIRMED',
  stepType: 'ASSESSMENT',
  stepTypeDisplay: 'Assessment',
  assessorInvigilatorName: 'Ian Vigil',
  start: '2030-03-01T23:00:00Z',
  end: '2030-03-02T02:00:00Z',
  timezoneCode: 'Syd',
  deliveryMethod: 'ONSITE',
  deliveryMethodDisplay: 'Onsite',
  addressDTO: { city: 'Sydney', state: 'NSW', postCode: 2000 },
  cancelAllowed: true,
};
const answer = (over: Record<string, unknown> = {}) => ({
  listNotPendingBookings: [interview, assessment],
  listPendingBookings: [
    { encryptedStepId: 'S3', stepTypeDisplay: 'Internal Review', daysAvailable: ['2030-03-10'], projectSummary: 'Book your review.' },
    { encryptedStepId: 'S4', stepTypeDisplay: 'Panel', daysAvailable: [] },
  ],
  showAvailable: true,
  cancelInterviewAuto: true,
  messageHowtoBook: '<p>Pick a <b>time</b>.</p><script>alert(1)</script>',
  projectCount: 2,
  ...over,
});

describe('candidate home (doc 2 §2 Candidate home)', () => {
  it("shows the cards: confirmed ones in the meeting's zone, then the steps to book", async () => {
    fakeApi({ [HOME]: () => ({ body: answer() }) });
    const { router } = renderApp('/candidate', candidate);
    expect(await screen.findByRole('heading', { name: 'Your Appointments' })).toBeTruthy();
    expect(screen.getByText(/cancelling your first appointment will automatically cancel your booked final appointment/)).toBeTruthy();

    const cards = screen.getAllByRole('article');
    // The soonest appointment first (the assessment on 2 March, then the interview on 5 March), then the steps to book.
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Assessment Confirmed',
      'Interview Confirmed',
      'Internal Review to book',
      'Panel to book',
    ]);
    const first = within(cards[1]!);
    expect(first.getByText('Tuesday, 05 March 2030 09:00 AM Akl')).toBeTruthy();
    expect(first.getByText('10:00 AM Akl')).toBeTruthy();
    expect(first.getByText('Ava Stone')).toBeTruthy();
    // Not yet inside the join window: no link; inside the freeze: no Cancel, the organisation's message instead.
    expect(first.queryByRole('link')).toBeNull();
    expect(first.getByText('The join link will show here 10 minutes before the start.')).toBeTruthy();
    expect(first.getByText(interview.cancelNAMessage)).toBeTruthy();
    expect(first.queryByRole('button', { name: /Cancel/ })).toBeNull();
    const second = within(cards[0]!);
    expect(second.getByText('Sydney, NSW 2000')).toBeTruthy();
    expect(second.getByText('Saturday, 02 March 2030 10:00 AM Syd')).toBeTruthy();
    expect(second.getByText('Invigilator')).toBeTruthy();

    expect(within(cards[2]!).getByText('Please book your next appointment')).toBeTruthy();
    expect(within(cards[3]!).getByText('No appointments available, please try again later')).toBeTruthy();
    expect(within(cards[3]!).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'How to book' }));
    const help = await findDialog('How to book');
    // Sanitised: the words stay, the script goes (happy-dom's DOM leaves the sanitiser's fallback to plain text).
    expect(within(help).getByText(/Pick a/)).toBeTruthy();
    expect(help.querySelector('script')).toBeNull();
    expect(help.textContent).not.toContain('alert');
    fireEvent.click(within(help).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'How to book' })).toBeNull());

    fireEvent.click(within(cards[2]!).getByRole('button', { name: 'BOOK APPOINTMENT NOW' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/meeting-search?step=S3'));
  });

  it("orders the cards by relevance: today's live appointment first, then the ones to come, then past and cancelled ones", async () => {
    const live = { ...interview, encryptedId: 'L', stepTypeDisplay: 'Live', start: inMinutes(-30), end: inMinutes(30) };
    const next = { ...interview, encryptedId: 'N', stepTypeDisplay: 'Next', start: inMinutes(60 * 24), end: inMinutes(60 * 25) };
    const cancelled = { ...assessment, encryptedId: 'C', status: 'CANCELLED', stepTypeDisplay: 'Cancelled', start: inMinutes(-60 * 24 * 90) };
    const done = { ...assessment, encryptedId: 'D', status: 'COMPLETE', stepTypeDisplay: 'Done', start: inMinutes(-60 * 24 * 7) };
    const finished = { ...interview, encryptedId: 'F', stepTypeDisplay: 'Finished', start: inMinutes(-60 * 24 * 2), end: inMinutes(-60 * 47) };
    fakeApi({ [HOME]: () => ({ body: answer({ listNotPendingBookings: [cancelled, done, next, finished, live] }) }) });
    renderApp('/candidate', candidate);
    await screen.findByRole('heading', { name: 'Your Appointments' });
    const steps = screen.getAllByRole('article').map((c) => c.getAttribute('aria-label')?.split(' ')[0]);
    expect(steps).toEqual(['Live', 'Next', 'Finished', 'Done', 'Cancelled', 'Internal', 'Panel']);
  });

  it('shows the join link inside the window and turns a past appointment into a finished plain card', async () => {
    const live = { ...interview, start: inMinutes(5), end: inMinutes(65) };
    const past = { ...assessment, start: inMinutes(-300), end: inMinutes(-120) };
    fakeApi({ [HOME]: () => ({ body: answer({ listNotPendingBookings: [live, past], listPendingBookings: [], cancelInterviewAuto: false }) }) });
    renderApp('/candidate', candidate);
    const link = await screen.findByRole('link', { name: 'Join Meeting' });
    expect(link.getAttribute('href')).toBe('https://meet.example/ava');
    const finished = screen.getByRole('article', { name: 'Assessment Finished' });
    expect(within(finished).queryByRole('button')).toBeNull();
    expect(screen.queryByText(/automatically cancel/)).toBeNull();
  });

  it('cancels an assessment with a reason after warning that the interview goes too', async () => {
    let body: unknown;
    const { calls } = fakeApi({
      [HOME]: () => ({ body: answer() }),
      [UPDATE]: (req) => {
        body = req.body;
        return { body: { status: 'SUCCESS', message: 'Booking cancelled' } };
      },
    });
    renderApp('/candidate', candidate);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Assessment appointment' }));
    const prompt = await findDialog('Cancel Appointment');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await within(prompt).findByText('Validation Failed: Please add reason for cancellation')).toBeTruthy();
    fireEvent.change(within(prompt).getByRole('textbox'), { target: { value: '  Unwell that day  ' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    const warning = await screen.findByText(/Your booked Interview appointment will be cancelled automatically/);
    fireEvent.click(within(warning.closest('[role="alertdialog"]') as HTMLElement).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your appointment has been cancelled.')).toBeTruthy();
    expect(body).toEqual({
      encryptedId: 'B2',
      encryptedMeetingId: 'M2',
      status: 'CANCELLED',
      existingStatus: 'CONFIRMED',
      statusReason: 'Unwell that day',
    });
    // The cards are read again after the cancellation.
    expect(calls.filter((c) => c.path === '/api/user-booking/getCandidateBooking').length).toBeGreaterThan(1);
  });

  it('a warning declined cancels nothing', async () => {
    const { calls } = fakeApi({ [HOME]: () => ({ body: answer() }), [UPDATE]: () => ({ body: { status: 'SUCCESS' } }) });
    renderApp('/candidate', candidate);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Assessment appointment' }));
    const prompt = await findDialog('Cancel Appointment');
    fireEvent.change(within(prompt).getByRole('textbox'), { target: { value: 'Clash' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    const warning = await screen.findByText(/will be cancelled automatically/);
    fireEvent.click(within(warning.closest('[role="alertdialog"]') as HTMLElement).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Appointment' })).toBeNull());
    expect(calls.some((c) => c.path === '/api/user-booking/update-status')).toBe(false);
  });

  it("a cancellation refused meanwhile (the freeze reached) says 'NOT Allowed' and reads the cards again", async () => {
    const { calls } = fakeApi({
      [HOME]: () => ({ body: answer({ cancelInterviewAuto: false, listNotPendingBookings: [assessment] }) }),
      [UPDATE]: () => ({
        status: 422,
        body: { status: 'NOT Allowed', code: 'booking.not_allowed', message: 'Action not allowed at this stage, please contact support' },
      }),
    });
    renderApp('/candidate', candidate);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Assessment appointment' }));
    const prompt = await findDialog('Cancel Appointment');
    fireEvent.change(within(prompt).getByRole('textbox'), { target: { value: 'Clash' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    const refused = (await screen.findByText('Action not allowed at this stage, please contact support')).closest(
      '[role="alertdialog"]',
    ) as HTMLElement;
    expect(within(refused).getByText('NOT Allowed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Appointment' })).toBeNull());
    expect(calls.filter((c) => c.path === '/api/user-booking/getCandidateBooking').length).toBeGreaterThan(1);
  });

  it('reads the cards again when the live events say a booking changed', async () => {
    const sockets: { onmessage?: (m: { data: unknown }) => void; close(): void }[] = [];
    configureLiveEvents({
      url: 'ws://127.0.0.1/ws',
      getToken: async () => 'token-1',
      getSessionId: () => 's1',
      createSocket: () => {
        const socket = { readyState: 1, send() {}, close() {} } as unknown as (typeof sockets)[number];
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
    let cancelled = false;
    fakeApi({
      [HOME]: () => ({
        body: answer({ listNotPendingBookings: [cancelled ? { ...assessment, status: 'CANCELLED', statusReason: 'Venue closed' } : assessment] }),
      }),
    });
    renderApp('/candidate', candidate);
    await screen.findByRole('article', { name: 'Assessment Confirmed' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    cancelled = true;
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'booking.changed', bookingId: 'B2' }) });
    expect(await screen.findByRole('article', { name: 'Assessment Cancelled' })).toBeTruthy();
    expect(screen.getByText('Venue closed')).toBeTruthy();
  });

  it('with nothing booked and one step open, goes straight to the search without a back button', async () => {
    fakeApi({
      [HOME]: () => ({
        body: answer({
          listNotPendingBookings: [],
          listPendingBookings: [{ encryptedStepId: 'S1', stepTypeDisplay: 'Interview', daysAvailable: ['2030-03-04'] }],
        }),
      }),
      'POST /api/meeting/getMeetingSpotsEmpty': () => ({ body: { dataset: [], size: 0 } }),
    });
    const { router } = renderApp('/candidate', candidate);
    expect(await screen.findByRole('heading', { name: 'Available Appointments' })).toBeTruthy();
    expect(router.state.location.search).toBe('?step=S1');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
