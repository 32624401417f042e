import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LoginAnswer } from '../shared/lib/current-user.ts';
import { deriveUser } from '../shared/lib/current-user.ts';
import { storedLogin } from '../shared/lib/session.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { loginAnswer, profile } from '../test/render-app.tsx';
import { AppProviders, createQueryClient } from './providers.tsx';
import { expiryPhase, type TimerClock } from './session-expiry.ts';
import { SessionExpiryWatch } from './session-expiry-watch.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn(async () => ({})) }));
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: {
    tokenOrchestrator: { setTokens: vi.fn(), getTokenStore: () => ({ loadTokens: async () => ({ refreshToken: 'rt-1' }) }) },
  },
}));

const START = Date.UTC(2027, 2, 5, 9, 0, 0);
const MIN = 60_000;

/** A clock the test moves by hand: timers fire in order as time passes. */
function manualClock(start: number) {
  let t = start;
  const timers: { ms: number; next: number; fn: () => void }[] = [];
  const clock: TimerClock & { advance(ms: number): void } = {
    now: () => t,
    every(ms, fn) {
      const timer = { ms, next: t + ms, fn };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer), 1);
    },
    advance(ms) {
      const end = t + ms;
      for (;;) {
        const due = timers.filter((x) => x.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        t = due.next;
        due.next += due.ms;
        due.fn();
      }
      t = end;
    },
  };
  return clock;
}

function renderWatch(login: LoginAnswer, clock: TimerClock) {
  const signOut = vi.fn(async () => {});
  storedLogin.write(login);
  const router = createMemoryRouter(
    [
      { path: '/page', element: <SessionExpiryWatch clock={clock} /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/page'] },
  );
  render(
    <AppProviders
      session={{ initial: { status: 'ready', login, user: deriveUser(profile(['ROLE_ORG_ADMIN'])) }, restore: async () => null, signOut }}
      queryClient={createQueryClient()}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, signOut };
}

const expiring = (minutesFromStart: number, minutesPrior = 5) =>
  loginAnswer({
    sessionId: 'S1',
    sessionExpiry: {
      expiresOn: new Date(START + minutesFromStart * MIN).toISOString(),
      encodedRefreshTokenExpiry: '',
      minutesPrior,
      logOutMessage: 'Save your work, the session ends soon.',
    },
  });

const timeLeft = () => screen.getByLabelText('Time left').textContent;

describe('session expiry (doc 1 §4, §9)', () => {
  it('phases: warning from minutesPrior × 60 s, logout at 5 s or fewer', () => {
    const e = { expiresOn: new Date(START + 10 * MIN).toISOString(), minutesPrior: 5 };
    expect(expiryPhase(e, START).kind).toBe('active');
    expect(expiryPhase(e, START + 5 * MIN - 1000)).toEqual({ kind: 'active', secondsLeft: 301 });
    expect(expiryPhase(e, START + 5 * MIN)).toEqual({ kind: 'warning', secondsLeft: 300 });
    expect(expiryPhase(e, START + 10 * MIN - 6000)).toEqual({ kind: 'warning', secondsLeft: 6 });
    expect(expiryPhase(e, START + 10 * MIN - 5000)).toEqual({ kind: 'expired' });
    expect(expiryPhase(undefined, START)).toEqual({ kind: 'none' });
  });

  it('shows the countdown dialog at minutesPrior with the configured message and logs out at 5 s', async () => {
    fakeApi({ 'POST /api/auth/refresh': () => ({ body: { status: 'SUCCESS' } }) });
    const clock = manualClock(START);
    const { router, signOut } = renderWatch(expiring(10), clock);
    act(() => clock.advance(5 * MIN - 1000));
    expect(screen.queryByText('Session Expiring')).toBeNull();
    act(() => clock.advance(1000));
    expect(await screen.findByText('Session Expiring')).toBeTruthy();
    expect(screen.getByText('Save your work, the session ends soon.')).toBeTruthy();
    expect(timeLeft()).toBe('05:00');
    act(() => clock.advance(1000));
    expect(timeLeft()).toBe('04:59');
    act(() => clock.advance(5 * MIN - 1000 - 6000));
    expect(timeLeft()).toBe('00:06');
    expect(signOut).not.toHaveBeenCalled();
    act(() => clock.advance(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(storedLogin.read()).toBeUndefined();
  });

  it('polls auth/refresh every 60 s with the refresh token and forceRefresh N, and keeps the answered expiry', async () => {
    const later = new Date(START + 30 * MIN).toISOString();
    const { calls } = fakeApi({
      'POST /api/auth/refresh': () => ({
        body: { status: 'SUCCESS', sessionExpiry: { expiresOn: later, encodedRefreshTokenExpiry: '20270305203000', minutesPrior: 5 } },
      }),
    });
    const clock = manualClock(START);
    renderWatch(expiring(10), clock);
    act(() => clock.advance(59_000));
    expect(calls).toHaveLength(0);
    act(() => clock.advance(1000));
    await waitFor(() => expect(storedLogin.read()?.sessionExpiry?.expiresOn).toBe(later));
    expect(calls[0].headers['refresh-token']).toBe('rt-1');
    expect(calls[0].headers.forceRefresh).toBe('N');
    expect(storedLogin.read()?.sessionExpiry?.logOutMessage).toBe('Save your work, the session ends soon.');
    act(() => clock.advance(9 * MIN));
    expect(screen.queryByText('Session Expiring')).toBeNull();
  });

  it('Stay signed in renews with forceRefresh Y and closes the dialog', async () => {
    const later = new Date(START + 60 * MIN).toISOString();
    const { calls } = fakeApi({
      'POST /api/auth/refresh': (r) => ({
        body: {
          status: 'SUCCESS',
          sessionExpiry:
            r.headers.forceRefresh === 'Y' ? { expiresOn: later, encodedRefreshTokenExpiry: '20270305210000', minutesPrior: 5 } : undefined,
        },
      }),
    });
    const clock = manualClock(START);
    renderWatch(expiring(4), clock);
    expect(await screen.findByText('Session Expiring')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByText('Session Expiring')).toBeNull());
    expect(calls.find((c) => c.headers.forceRefresh === 'Y')).toBeTruthy();
    expect(storedLogin.read()?.sessionExpiry?.expiresOn).toBe(later);
  });

  it('a failed renewal says Session Renew Failed, then logs out', async () => {
    fakeApi({ 'POST /api/auth/refresh': () => ({ status: 409, body: { status: 'ACCESS_MODIFIED', message: 'gone' } }) });
    const clock = manualClock(START);
    const { router, signOut } = renderWatch(expiring(4), clock);
    fireEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(await screen.findByText('Session Renew Failed')).toBeTruthy();
    expect(screen.getByText('Error encountered in renewing application session')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOut).toHaveBeenCalled();
  });
});
