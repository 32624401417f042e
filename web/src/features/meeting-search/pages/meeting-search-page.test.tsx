import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';
import { SEARCH_MSG } from '../lib/spot-search.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const candidate = profile(['ROLE_CANDIDATE']);
const HOME = 'GET /api/user-booking/getCandidateBooking';
const SPOTS = 'POST /api/meeting/getMeetingSpotsEmpty';
const BOOK = 'POST /api/user-booking/new-booking';
const days = Array.from({ length: 9 }, (_, i) => `2030-03-${String(i + 4).padStart(2, '0')}`);
const home = (over: Record<string, unknown> = {}) => ({
  listNotPendingBookings: [],
  listPendingBookings: [{ encryptedStepId: 'S1', stepTypeDisplay: 'Interview', daysAvailable: days }],
  showAvailable: true,
  messageHowtoBook: 'Choose a time.',
  projectCount: 1,
  ...over,
});
const slot = (id: string, start: string, over: Record<string, unknown> = {}) => ({
  encryptedId: id,
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
  timezoneCode: 'Akl',
  stepType: 'INTERVIEW',
  deliveryMethod: 'ONSITE',
  displayAddress: '1 Queen St, Auckland 1010',
  assessorName: 'Ava Stone',
  assessorTypeLabel: 'Assessor',
  ...over,
});
const searchOf = (req: Recorded | undefined) => JSON.parse(String((req?.body as { searchData?: string } | undefined)?.searchData));
const spotCalls = (calls: Recorded[]) => calls.filter((c) => c.path === '/api/meeting/getMeetingSpotsEmpty');

describe('meeting search (doc 2 §2 Meeting search)', () => {
  it("lists the step's slots in the meeting's zone, 10 a page by start, with 5 dates at a time", async () => {
    const rows = [slot('M1', '2030-03-03T20:30:00Z'), slot('M2', '2030-03-03T23:00:00Z', { deliveryMethod: 'REMOTE', displayAddress: 'Remote' })];
    const { calls } = fakeApi({ [HOME]: () => ({ body: home() }), [SPOTS]: () => ({ body: { dataset: rows, size: 2 } }) });
    renderApp('/meeting-search?step=S1', candidate);
    expect(await screen.findByRole('heading', { name: 'Available Appointments' })).toBeTruthy();
    expect(screen.getByText('Please book your Interview appointment')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How to book' })).toBeTruthy();
    expect((await screen.findAllByText('Monday, 04 March 2030 09:30 AM Akl')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('10:30 AM Akl').length).toBeGreaterThan(0);

    const first = spotCalls(calls)[0]!;
    expect(first.body).toMatchObject({ pageIndex: 0, pageSize: 10, sortColumn: 'start', sortDirection: 'asc' });
    expect(searchOf(first)).toMatchObject({
      encryptedStepId: 'S1',
      daysAvailable: ['2030-03-04', '2030-03-12'],
      searchDate: '2030-03-04',
      deliveryMethod: 'BOTH',
    });

    const dates = screen.getByRole('combobox', { name: 'Date' });
    expect(within(dates).getAllByRole('option')).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Previous date' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next date' }));
    await waitFor(() => expect(searchOf(spotCalls(calls).at(-1))).toMatchObject({ searchDate: '2030-03-05' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Method' }), { target: { value: 'REMOTE' } });
    await waitFor(() => expect(searchOf(spotCalls(calls).at(-1))).toMatchObject({ searchDate: '2030-03-05', deliveryMethod: 'REMOTE', state: [] }));
    // Remote meetings have no state: the State filter goes.
    expect(screen.queryByRole('button', { name: /^State/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(searchOf(spotCalls(calls).at(-1))).toMatchObject({ searchDate: '2030-03-04', deliveryMethod: 'BOTH' }));
  });

  it("says there is nothing, then asks to refine a narrowed search (the spec's two messages)", async () => {
    fakeApi({ [HOME]: () => ({ body: home() }), [SPOTS]: () => ({ body: { dataset: [], size: 0 } }) });
    renderApp('/meeting-search?step=S1', candidate);
    expect(await screen.findByText('No appointments available, please try again later.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Method' }), { target: { value: 'ONSITE' } });
    expect(await screen.findByText('Please refine you search or try again later.')).toBeTruthy();
  });

  it("books a slot: 'Appointment Booked', then home", async () => {
    let booked: unknown;
    fakeApi({
      [HOME]: () => ({ body: home() }),
      [SPOTS]: () => ({ body: { dataset: [slot('M1', '2030-03-03T20:30:00Z')], size: 1 } }),
      [BOOK]: (req) => {
        booked = req.body;
        return { body: { status: 'SUCCESS', message: 'B9' } };
      },
    });
    const { router } = renderApp('/meeting-search?step=S1', candidate);
    const [book] = await screen.findAllByRole('button', { name: 'Book Monday, 04 March 2030 09:30 AM Akl' });
    fireEvent.click(book!);
    const done = (await screen.findByText('A confirmation email will be sent to your nominated email address with booking details.')).closest(
      '[role="alertdialog"]',
    ) as HTMLElement;
    expect(within(done).getByText('Appointment Booked')).toBeTruthy();
    expect(booked).toEqual({ encryptedMeetingId: 'M1', encryptedStepId: 'S1', existingStatus: 'PENDING' });
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate'));
  });

  it.each([
    [
      'a refusal (HTTP 422)',
      { status: 422, body: { status: 'BOOKING_NA', code: 'booking.not_available', message: 'Not Available' } },
      SEARCH_MSG.notAvailable,
    ],
    [
      'a 2xx status',
      { body: { status: 'BOOKING_NA', message: 'This appointment is no longer available.' } },
      'This appointment is no longer available.',
    ],
  ])("a slot gone meanwhile (BOOKING_NA as %s): 'Not Available' with the message, once, and the list is read again", async (_, answer, text) => {
    const { calls } = fakeApi({
      [HOME]: () => ({ body: home() }),
      [SPOTS]: () => ({ body: { dataset: [slot('M1', '2030-03-03T20:30:00Z')], size: 1 } }),
      [BOOK]: () => answer,
    });
    const { router } = renderApp('/meeting-search?step=S1', candidate);
    const [book] = await screen.findAllByRole('button', { name: /^Book / });
    fireEvent.click(book!);
    const na = (await screen.findByText(text)).closest('[role="alertdialog"]') as HTMLElement;
    expect(within(na).getByText('Not Available')).toBeTruthy();
    // The shell's global rules did not say it again under the status.
    expect(screen.queryByText('BOOKING_NA')).toBeNull();
    const before = spotCalls(calls).length;
    fireEvent.click(within(na).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(spotCalls(calls).length).toBe(before + 1));
    expect(router.state.location.pathname).toBe('/meeting-search');
  });

  it('another refusal of the booking goes to the global rules, titled with its status', async () => {
    fakeApi({
      [HOME]: () => ({ body: home() }),
      [SPOTS]: () => ({ body: { dataset: [slot('M1', '2030-03-03T20:30:00Z')], size: 1 } }),
      [BOOK]: () => ({
        status: 422,
        body: { status: 'ERROR', code: 'booking.gap', message: 'Not Allowed - The minimum gap between bookings is 2 day(s)' },
      }),
    });
    renderApp('/meeting-search?step=S1', candidate);
    const [book] = await screen.findAllByRole('button', { name: /^Book / });
    fireEvent.click(book!);
    const refused = (await screen.findByText(/minimum gap between bookings/)).closest('[role="alertdialog"]') as HTMLElement;
    expect(within(refused).getByText('ERROR')).toBeTruthy();
  });

  it('without pending data (or with no project) shows the generic error and goes home', async () => {
    fakeApi({ [HOME]: () => ({ body: home({ listPendingBookings: [] }) }) });
    const { router } = renderApp('/meeting-search?step=S1', candidate);
    const error = (await screen.findByText('Error encountered, please try again or contact support if error persists.')).closest(
      '[role="alertdialog"]',
    ) as HTMLElement;
    fireEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate'));
  });
});
