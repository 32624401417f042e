import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Amplify } from 'aws-amplify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from '../../../shared/lib/auth-token.ts';
import { storedLogin } from '../../../shared/lib/session.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const ACCESS = `${b64url({ alg: 'RS256' })}.${b64url({ sub: 's5', username: 'sso@example.com', iat: now, exp: now + 3600 })}.c2ln`;

beforeAll(() => {
  Amplify.configure({ Auth: { Cognito: { userPoolId: 'local_pool1', userPoolClientId: 'client1', loginWith: { username: true } } } });
});

describe('single sign-on landing (doc 1 §2.5)', () => {
  it('posts key1 and key2, hands the tokens to Amplify, opens the session and goes home', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/redirect': () => ({
        body: {
          status: 'SUCCESS',
          sessionId: 'S5',
          encryptedId: 'U5',
          username: 'sso@example.com',
          mfaEnabled: false,
          msgOrgAccessActivate: 'You now have access to Beta Recruiting.',
          tokens: { accessToken: ACCESS, refreshToken: 'rt-5' },
          sessionExpiry: {
            expiresOn: new Date(Date.now() + 3_600_000).toISOString(),
            minutesPrior: 5,
            encodedRefreshTokenExpiry: '20270305100000',
            refreshToken: 'rt-5',
          },
        },
      }),
      'GET /api/user/getCurrentUserProfile': () => ({ body: profile(['ROLE_ASSESSOR'], { encryptedId: 'U5' }) }),
    });
    const { router } = renderApp('/redirect?key1=abc%2Bdef&key2=sig', null);
    expect(await screen.findByRole('heading', { name: 'Redirecting to Scheduler' })).toBeTruthy();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('You now have access to Beta Recruiting.')).toBeTruthy();
    expect(calls[0].body).toBe('key1=abc%2Bdef&key2=sig');
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(await accessToken()).toBe(ACCESS);
    const stored = storedLogin.read();
    expect(stored).toMatchObject({ sessionId: 'S5', username: 'sso@example.com' });
    expect(JSON.stringify(stored)).not.toContain('rt-5');
    expect(JSON.stringify(stored)).not.toContain(ACCESS);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/booking-list'));
  });

  it('a refusal says ERROR Encountered with the message, then access-denied', async () => {
    fakeApi({ 'POST /api/auth/redirect': () => ({ status: 400, body: { status: 'ERROR', message: 'This sign-on link has already been used.' } }) });
    const { router } = renderApp('/redirect?key1=a&key2=b', null);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('ERROR Encountered')).toBeTruthy();
    expect(within(dialog).getByText('This sign-on link has already been used.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('a 2-step organisation: the e-mailed code is asked for, a wrong one says so, and the keys are posted again with the code', async () => {
    let n = 0;
    const { calls } = fakeApi({
      'POST /api/auth/redirect': () => {
        n += 1;
        if (n === 1)
          return { body: { status: 'MFA_REQUIRED', message: 'Code Sent', mfaRequired: true, mfaType: 'EMAIL', username: 'sso@example.com' } };
        if (n === 2) return { body: { status: 'CODE_INCORRECT', message: 'Verification Code Invalid', mfaRequired: true, mfaType: 'EMAIL' } };
        return {
          body: {
            status: 'SUCCESS',
            sessionId: 'S6',
            encryptedId: 'U6',
            username: 'sso@example.com',
            mfaEnabled: true,
            mfaType: 'EMAIL',
            tokens: { accessToken: ACCESS, refreshToken: 'rt-6' },
            sessionExpiry: {
              expiresOn: new Date(Date.now() + 3_600_000).toISOString(),
              minutesPrior: 5,
              encodedRefreshTokenExpiry: '20270305100000',
            },
          },
        };
      },
      'GET /api/user/getCurrentUserProfile': () => ({ body: profile(['ROLE_ASSESSOR'], { encryptedId: 'U6' }) }),
    });
    const { router } = renderApp('/redirect?key1=k1&key2=k2', null);
    const first = await findDialog('Verification Code');
    fireEvent.change(within(first).getByLabelText(/Verification Code/), { target: { value: '111111' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Verify' }));
    const wrong = await screen.findByRole('alertdialog');
    expect(within(wrong).getByText('Verification Code Invalid')).toBeTruthy();
    fireEvent.click(within(wrong).getByRole('button', { name: 'RE-ENTER CODE' }));
    const again = await findDialog('Verification Code');
    fireEvent.change(within(again).getByLabelText(/Verification Code/), { target: { value: '222222' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/booking-list'));
    expect(calls.filter((c) => c.path === '/api/auth/redirect').map((c) => c.body)).toEqual([
      'key1=k1&key2=k2',
      'key1=k1&key2=k2&otpCode=111111',
      'key1=k1&key2=k2&otpCode=222222',
    ]);
  });

  it('an authenticator-app user is told to sign in with their password and app, and goes to login', async () => {
    fakeApi({
      'POST /api/auth/redirect': () => ({
        body: {
          status: 'MFA_REQUIRED',
          mfaType: 'APP',
          mfaRequired: true,
          message: 'Please sign in with your password and the code from your authentication app.',
        },
      }),
    });
    const { router } = renderApp('/redirect?key1=a&key2=b', null);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Please sign in with your password and the code from your authentication app.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('without the keys: the generic error, no call', async () => {
    const { calls } = fakeApi({});
    renderApp('/redirect?key1=a', null);
    expect(await screen.findByText('Error encountered, please try again or contact support if error persists.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
