import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lastUrl } from '../../../shared/lib/last-url.ts';
import { setRuntimeConfig } from '../../../shared/lib/runtime-config.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

beforeEach(() => {
  setRuntimeConfig({
    stage: 'test',
    region: 'ap-southeast-2',
    userPoolId: 'p',
    userPoolClientId: 'c',
    apiBase: '',
    wsUrl: '',
    authFlowType: 'USER_PASSWORD_AUTH',
  });
  vi.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
});

async function signInAs(username: string) {
  fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Secret-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login card after auth/login (doc 1 §2.4, §4)', () => {
  it('2-step required by the organisation and no method yet: the mfa page with the hand-off, no session opened', async () => {
    fakeApi({
      'POST /api/auth/login': () => ({
        body: { status: 'SUCCESS', sessionId: 'S1', encryptedId: 'U1', username: 'grace@example.com', mfaEnabled: true },
      }),
      'GET /api/user/getCurrentUserProfile': () => ({ body: profile(['ROLE_ORG_ADMIN'], { mobileNo: '+61412345678' }) }),
    });
    const { router } = renderApp('/login', null);
    await signInAs('grace@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa'));
    expect(router.state.location.state).toEqual({
      mfaSetup: { encryptedId: 'U1', username: 'grace@example.com', mobileNo: '+61412345678', from: 'login' },
    });
    expect(await screen.findByText('******5678')).toBeTruthy();
  });

  it('a method already set: home, or the last URL stored for that user', async () => {
    lastUrl.store('grace@example.com', '/project/P7');
    fakeApi({
      'POST /api/auth/login': () => ({
        body: { status: 'SUCCESS', sessionId: 'S1', encryptedId: 'U1', username: 'grace@example.com', mfaEnabled: true, mfaType: 'EMAIL' },
      }),
      'GET /api/user/getCurrentUserProfile': () => ({ body: profile(['ROLE_ORG_ADMIN']) }),
    });
    const { router } = renderApp('/login', null);
    await signInAs('grace@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/P7'));
  });

  it('assessors read the new-organisation-access message after login', async () => {
    fakeApi({
      'POST /api/auth/login': () => ({
        body: {
          status: 'SUCCESS',
          sessionId: 'S1',
          username: 'ann@example.com',
          msgOrgAccessActivate: 'You have been given access to Beta Recruiting.',
        },
      }),
      'GET /api/user/getCurrentUserProfile': () => ({ body: profile(['ROLE_ASSESSOR']) }),
    });
    const { router } = renderApp('/login', null);
    await signInAs('ann@example.com');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('You have been given access to Beta Recruiting.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/booking-list'));
  });

  it('an admin does not see that message', async () => {
    fakeApi({
      'POST /api/auth/login': () => ({
        body: { status: 'SUCCESS', sessionId: 'S1', username: 'grace@example.com', msgOrgAccessActivate: 'You have been given access.' },
      }),
      'GET /api/user/getCurrentUserProfile': () => ({ body: profile(['ROLE_ORG_ADMIN']) }),
    });
    const { router } = renderApp('/login', null);
    await signInAs('grace@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('You have been given access.')).toBeNull();
  });

  it('a refused login says Login Failed with the reason', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ body: { status: 'ERROR', message: 'Your account is not active, please contact support.' } }) });
    renderApp('/login', null);
    await signInAs('grace@example.com');
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Your account is not active, please contact support.')).toBeTruthy();
  });

  it("a wrong 2-step code: 'Verification Code Invalid' with its own text and RE-ENTER CODE, then the code step again", async () => {
    vi.mocked(signIn).mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: { destination: 'g***@e***' } },
    });
    vi.mocked(confirmSignIn).mockRejectedValueOnce(Object.assign(new Error('Invalid code received for user'), { name: 'CodeMismatchException' }));
    fakeApi({});
    renderApp('/login', null);
    await signInAs('grace@example.com');
    const codeStep = await findDialog('Verification Code');
    fireEvent.change(within(codeStep).getByLabelText(/Verification Code/), { target: { value: '123456' } });
    fireEvent.click(within(codeStep).getByRole('button', { name: 'Verify' }));

    const refused = await findDialog('Verification Code Invalid', 'alertdialog');
    expect(
      within(refused).getByText('The verification code you entered is incorrect or has expired. Please check the latest code and enter it again.'),
    ).toBeTruthy();
    expect(within(refused).queryByText('Invalid code received for user')).toBeNull();
    fireEvent.click(within(refused).getByRole('button', { name: 'RE-ENTER CODE' }));
    expect(await findDialog('Verification Code')).toBeTruthy();
  });
});
