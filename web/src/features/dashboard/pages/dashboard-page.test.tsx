import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import DashboardPage from './dashboard-page.tsx';

// The charts draw with apexcharts, which needs a real layout engine; their options are tested on their own.
vi.mock('../components/dashboard-charts.tsx', () => ({ default: () => null, chartPictures: async () => [] }));

const figures = {
  firstAvailable: null,
  nextAvailable: null,
  mapWeekData: {},
  countFilled: 1,
  countUnfilled: 4,
  countOnsite: 4,
  countRemote: 1,
  countActive: 4,
  countInactive: 1,
  listStateData: [],
};

describe('dashboard page', () => {
  it('Users: a chip for every user type the total counts (organisation admins too), the total their sum', async () => {
    fakeApi({
      'POST /api/meeting/getDashboardMeetingData': () => ({ body: figures }),
      'POST /api/meeting/getQuarterDataMeeting': () => ({ body: [] }),
      'GET /api/user-booking/getBookingCounters': () => ({ body: { status: 'SUCCESS', message: JSON.stringify({ UPCOMING: 2 }) } }),
      'GET /api/project/getSelectList/ORG1': () => ({ body: [] }),
      'POST /api/dashboard/searchUsers': () => ({
        body: { status: 'SUCCESS', message: JSON.stringify({ CANDIDATE: 12, ASSESSOR: 3, INVIGILATOR: 2, ORG_ADMIN: 4, TOTAL: 21 }) },
      }),
    });
    renderWithProviders(<DashboardPage />);
    const users = (await screen.findByRole('heading', { name: 'Users' })).parentElement!;
    await waitFor(() => expect(users.querySelector('[data-users-total]')?.textContent).toBe('21'));
    const chips = within(users)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(chips).toEqual(['Candidate 12', 'Assessor 3', 'Invigilator 2', 'Organisation Admin 4']);
  });

  it('Bookings: the candidates waitlisted per step, in the organisation’s words', async () => {
    fakeApi({
      'POST /api/meeting/getDashboardMeetingData': () => ({ body: figures }),
      'POST /api/meeting/getQuarterDataMeeting': () => ({ body: [] }),
      'GET /api/user-booking/getBookingCounters': () => ({
        body: { status: 'SUCCESS', message: JSON.stringify({ UPCOMING: 2, waitlisted: { ASSESSMENT: 3, INTERVIEW: 0 } }) },
      }),
      'GET /api/project/getSelectList/ORG1': () => ({ body: [] }),
      'POST /api/dashboard/searchUsers': () => ({ body: { status: 'SUCCESS', message: JSON.stringify({ TOTAL: 0 }) } }),
    });
    renderWithProviders(<DashboardPage />);
    const bookings = (await screen.findByRole('heading', { name: 'Bookings' })).parentElement!;
    await waitFor(() => expect(bookings.querySelector('[data-waitlisted="ASSESSMENT"]')?.textContent).toBe('Waitlisted for Assessment 3'));
    expect(bookings.querySelector('[data-waitlisted="INTERVIEW"]')?.textContent).toBe('Waitlisted for Interview 0');
  });
});
