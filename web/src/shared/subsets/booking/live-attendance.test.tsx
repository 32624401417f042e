import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { BookingDetailsDialog } from './booking-details-dialog.tsx';
import { attendanceText, MISSED_HINT, NEVER_JOINED, suggestsMissed } from './live-attendance.ts';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const now = new Date('2026-11-24T00:30:00Z');
/** A remote interview of 10:00–11:00 Sydney (23:00–00:00 UTC) that has been held. */
const remote = {
  status: 'CONFIRMED',
  deliveryMethod: 'REMOTE',
  start: '2026-11-23T23:00:00Z',
  timeZone: 'Australia/Sydney',
  timezoneCode: 'Syd',
};

describe("a booking's live session attendance (issue 12, shown to admins)", () => {
  it("says when the candidate joined and left in the meeting's zone, and for how long", () => {
    const joined = { ...remote, sessionJoinedAt: '2026-11-23T23:02:00Z', sessionLeftAt: '2026-11-23T23:41:10Z', sessionSeconds: 2340 };
    expect(attendanceText(joined, now)).toBe('joined 10:02 AM Syd, left 10:41 AM Syd, 39 min');
    expect(attendanceText({ ...joined, sessionLeftAt: undefined, sessionSeconds: undefined }, now)).toBe('joined 10:02 AM Syd');
    expect(suggestsMissed(joined, now)).toBe(false);
  });

  it('says Never joined only for a remote booking whose meeting has started, and then suggests MISSED', () => {
    expect(attendanceText(remote, now)).toBe(NEVER_JOINED);
    expect(suggestsMissed(remote, now)).toBe(true);
    expect(attendanceText({ ...remote, status: 'MISSED' }, now)).toBe(NEVER_JOINED);
    const before = new Date('2026-11-23T22:59:00Z');
    expect(attendanceText(remote, before)).toBeUndefined();
    expect(suggestsMissed(remote, before)).toBe(false);
    for (const other of [
      { ...remote, deliveryMethod: 'ONSITE' },
      { ...remote, status: 'CANCELLED' },
      { ...remote, status: 'PENDING', start: undefined },
    ]) {
      expect(attendanceText(other, now)).toBeUndefined();
      expect(suggestsMissed(other, now)).toBe(false);
    }
  });

  it('shows in Booking Details, and the completion form of a never-joined remote booking suggests MISSED', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      const detail = {
        encryptedId: 'B1',
        ...remote,
        candidateName: 'Mia Martin',
        stepType: 'INTERVIEW',
        completionAllowed: true,
        completionChecklist: '',
      };
      fakeApi({ 'GET /api/user-booking/getById/B1': () => ({ body: detail }) });
      renderWithProviders(<BookingDetailsDialog bookingId="B1" onClose={() => undefined} />);
      const details = await findDialog('Booking Details');
      expect(await within(details).findByText('Live Session')).toBeTruthy();
      expect(within(details).getByText(NEVER_JOINED)).toBeTruthy();
      fireEvent.click(within(details).getByRole('button', { name: 'Complete' }));
      const form = await findDialog('Complete Booking');
      expect(within(form).getByText(MISSED_HINT)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the times joined and left, and no MISSED suggestion, once the candidate joined', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      const detail = {
        encryptedId: 'B2',
        ...remote,
        candidateName: 'Noah Novak',
        stepType: 'INTERVIEW',
        completionAllowed: true,
        sessionJoinedAt: '2026-11-23T23:02:00Z',
        sessionLeftAt: '2026-11-23T23:41:10Z',
        sessionSeconds: 2340,
      };
      fakeApi({ 'GET /api/user-booking/getById/B2': () => ({ body: detail }) });
      renderWithProviders(<BookingDetailsDialog bookingId="B2" onClose={() => undefined} />);
      const details = await findDialog('Booking Details');
      expect(await within(details).findByText('joined 10:02 AM Syd, left 10:41 AM Syd, 39 min')).toBeTruthy();
      fireEvent.click(within(details).getByRole('button', { name: 'Complete' }));
      const form = await findDialog('Complete Booking');
      expect(within(form).queryByText(MISSED_HINT)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
