import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { profile, renderApp } from '../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

describe('route guards', () => {
  it('sends a signed-out user to login', async () => {
    fakeApi({});
    const { router } = renderApp('/project', null);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a user without the role to access-denied', async () => {
    fakeApi({});
    const { router } = renderApp('/config-label', profile(['ROLE_ORG_ADMIN']));
    expect(await screen.findByText('ACCESS DENIED')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('lets an org admin into an admin page (ROLE_ADMIN_TYPE = any admin)', async () => {
    fakeApi({
      'POST /api/user-booking/getUserBookingList/UPCOMING/NA': () => ({ body: { dataset: [], size: 0 } }),
      'POST /api/assessor/getAllAssessorByType': () => ({ body: [] }),
    });
    renderApp('/manage/booking-list', profile(['ROLE_ORG_ADMIN']));
    expect(await screen.findByRole('heading', { name: 'Manage Bookings' })).toBeTruthy();
  });

  it.each([
    [['ROLE_ASSESSOR'], '/manage/booking-list'],
    [['ROLE_INVIGILATOR'], '/manage/booking-list'],
    [['ROLE_CANDIDATE'], '/candidate'],
    [['ROLE_GRID_ADMIN'], '/dashboard'],
    [['ROLE_CALENDAR_FEED'], '/access-denied'],
  ])('home redirects %j to %s', async (roles, to) => {
    fakeApi({});
    const { router } = renderApp('/home', profile(roles));
    // Every place the router reaches: the landing page's own calls are not answered here, and a failed one may log the
    // user out a moment later, so the redirect is read from the history rather than from where the router ends up.
    const seen = [router.state.location.pathname];
    router.subscribe((state) => seen.push(state.location.pathname));
    await vi.waitFor(() => expect(seen).toContain(to));
  });

  it('the empty route goes to login', async () => {
    fakeApi({});
    const { router } = renderApp('/', null);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the navigation of a grid admin, with the Admin menu', async () => {
    fakeApi({});
    renderApp('/project', profile(['ROLE_GRID_ADMIN']));
    expect(await screen.findByRole('button', { name: /Admin/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Calendar' }).length).toBeGreaterThan(0);
  });
});
