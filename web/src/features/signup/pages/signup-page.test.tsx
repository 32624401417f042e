import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signIn } from 'aws-amplify/auth';
import { describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../shared/lib/runtime-config.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const PRIVACY = '<p>We keep <b>your</b> data safe.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">';
const INVITATION = {
  status: 'SUCCESS',
  countryCode: 'AU',
  username: 'cand@example.com',
  organisationName: 'Acme Assessments',
  timeZoneRequired: false,
  isRoleCandidate: true,
  privacyText: PRIVACY,
  mfaRequired: false,
};
const GOOD = 'Tr0ub4dor&Zebra!x';
const ok = () => ({ body: { status: 'SUCCESS', message: '' } });

function api(overrides: Record<string, Parameters<typeof fakeApi>[0][string]> = {}, invitation: Record<string, unknown> = INVITATION) {
  return fakeApi({
    'GET /api/signup/check/INV1': () => ({ body: invitation }),
    'POST /api/signup/checkPassword': ok,
    'POST /api/signup/otp/send': ok,
    'POST /api/signup/otp/verify': ok,
    'POST /api/signup/create': ok,
    ...overrides,
  });
}

const section = (name: string) => screen.findByRole('region', { name });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Found by waiting: a dialog that just closed leaves the page hidden from the accessibility tree for a moment. */
const click = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));
const closeDialog = (okText = 'OK') => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: okText }));
/** The verification method the page holds (the radio item's state follows the page's state, not the native input's). */
const chosen = (label: RegExp) => waitFor(() => expect(screen.getByLabelText(label).closest('label')?.getAttribute('data-state')).toBe('checked'));

async function fillDetails() {
  await section('Fill Out Details');
  type(/First Name/, 'Casey');
  type(/Last Name/, 'Jones');
  type(/^Password/, GOOD);
  type(/Confirm Password/, GOOD);
}

async function toSubmitStep() {
  await fillDetails();
  await click('Next');
  await section('Verify Account');
  await click('Send Code');
  await section('Submit');
}

describe('sign-up page (doc 1 §2.8, §4, §5, §8)', () => {
  it('keeps the address in session storage, shows /home in the address bar and renders the sanitised privacy statement', async () => {
    api();
    const { router } = renderApp('/signup?invitation=INV1', null);
    await section('Fill Out Details');
    expect(sessionStorage.getItem('signup-url')).toBe(`${window.location.origin}/signup?invitation=INV1`);
    expect(window.location.pathname).toBe('/home');
    expect(router.state.location.pathname).toBe('/signup');
    const privacy = screen.getByRole('region', { name: 'Privacy statement' });
    expect(privacy.textContent).toContain('We keep your data safe.');
    expect(privacy.textContent).not.toContain('window.hacked');
    expect(privacy.querySelector('script, img')).toBeNull();
    expect(privacy.innerHTML).not.toContain('onerror');
  });

  it('starts the form with the names the admin typed in the invitation', async () => {
    api({}, { ...INVITATION, firstName: 'Casey', lastName: "O'Hara" });
    renderApp('/signup?invitation=INV1', null);
    await section('Fill Out Details');
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe('Casey');
    expect((screen.getByLabelText(/Last Name/) as HTMLInputElement).value).toBe("O'Hara");
    expect(screen.queryByText('This is a required field')).toBeNull();
  });

  it('a reload of /home while not signed in goes back to the stored sign-up', async () => {
    api();
    sessionStorage.setItem('signup-url', 'http://localhost:3000/signup?invitation=INV1');
    const { router } = renderApp('/home', null);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/signup?invitation=INV1'));
    expect(await section('Fill Out Details')).toBeTruthy();
  });

  it('checks the password as it is typed and refuses a mismatch', async () => {
    const { calls } = api();
    renderApp('/signup?invitation=INV1', null);
    await fillDetails();
    type(/^Password/, 'Short1!');
    expect(screen.getByText('Password must include minimum of 14 characters')).toBeTruthy();
    type(/^Password/, 'Xy7!CaseyWins#Q');
    expect(screen.getByText('Password must not contain common words or your name')).toBeTruthy();
    type(/^Password/, GOOD);
    type(/Confirm Password/, 'Tr0ub4dor');
    expect(screen.getByText('Password & Confirm Password do not match, please check again.')).toBeTruthy();
    await click('Next');
    expect(await screen.findByText('Password Mismatch')).toBeTruthy();
    closeDialog();
    expect(calls.some((c) => c.path === '/api/signup/checkPassword')).toBe(false);
  });

  it('a password refused by the server stays on step one with its message', async () => {
    api({ 'POST /api/signup/checkPassword': () => ({ body: { status: 'ERROR', message: 'Password was found in a breach list' } }) });
    renderApp('/signup?invitation=INV1', null);
    await fillDetails();
    await click('Next');
    expect(await screen.findByText('Password was found in a breach list')).toBeTruthy();
    closeDialog();
    expect(await section('Fill Out Details')).toBeTruthy();
  });

  it('moves through the steps with the back rules, then creates the account', async () => {
    const { calls } = api();
    const { router } = renderApp('/signup?invitation=INV1', null);
    await fillDetails();
    await click('Next');
    await section('Verify Account');
    expect(calls.find((c) => c.path === '/api/signup/checkPassword')?.body).toEqual({ password: GOOD });

    await click('Back');
    await section('Fill Out Details');
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe('Casey');
    await click('Next');
    await section('Verify Account');

    fireEvent.click(screen.getByLabelText(/^SMS/));
    await waitFor(() => expect((screen.getByLabelText(/^SMS/) as HTMLInputElement).checked).toBe(true));
    await chosen(/^SMS/);
    await click('Send Code');
    expect(await screen.findByText('Please enter a mobile number, and ensure all required fields are filled')).toBeTruthy();
    closeDialog();
    fireEvent.click(screen.getByLabelText(/^Email/));
    await chosen(/^Email/);
    await click('Send Code');
    await section('Submit');
    expect(calls.find((c) => c.path === '/api/signup/otp/send')?.body).toEqual({
      type: 'EMAIL',
      encryptedId: 'INV1',
      email: 'cand@example.com',
      firstName: 'Casey',
      lastName: 'Jones',
    });

    await click('Back');
    await section('Verify Account');
    await click('Send Code');
    await section('Submit');

    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have read and accept the privacy statement'));
    await waitFor(() => expect(submit.disabled).toBe(false));

    await click('Resend code');
    expect(await screen.findByText('Code Resent')).toBeTruthy();
    expect(screen.getByText('Please check your phone or email for a verification code.')).toBeTruthy();
    closeDialog();

    await click('Submit');
    expect(await screen.findByText('You must enter the Code')).toBeTruthy();
    type(/Verification Code/, '424242');
    await click('Submit');
    expect(await screen.findByText('Account Created')).toBeTruthy();
    expect(screen.getByText(/username is your registered email address: cand@example.com/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/signup/otp/verify')?.body).toEqual({
      encryptedId: 'INV1',
      type: 'EMAIL',
      code: '424242',
      email: 'cand@example.com',
    });
    expect(calls.find((c) => c.path === '/api/signup/create')?.body).toEqual({
      firstName: 'Casey',
      lastName: 'Jones',
      mobileNo: '',
      password: GOOD,
      confirmPassword: GOOD,
      username: 'cand@example.com',
      invitation: 'INV1',
      isPrivacyStatementAccepted: true,
    });
    expect(sessionStorage.getItem('signup-url')).toBeNull();
    closeDialog('Login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a wrong code says Verification Code Invalid; a refused create says Validation Error and returns to step one', async () => {
    let verify = { status: 'ERROR', message: 'The code has expired' };
    api(
      {
        'POST /api/signup/otp/verify': () => ({ body: verify }),
        'POST /api/signup/create': () => ({ body: { status: 'ERROR', message: 'This invitation was already used' } }),
      },
      { ...INVITATION, isRoleCandidate: false },
    );
    renderApp('/signup?invitation=INV1', null);
    await toSubmitStep();
    type(/Verification Code/, '111111');
    await click('Submit');
    expect(await screen.findByText('Verification Code Invalid')).toBeTruthy();
    expect(screen.getByText('The code has expired')).toBeTruthy();
    closeDialog();
    expect(await section('Submit')).toBeTruthy();

    verify = { status: 'SUCCESS', message: '' };
    await click('Submit');
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(screen.getByText('This invitation was already used')).toBeTruthy();
    closeDialog();
    expect(await section('Fill Out Details')).toBeTruthy();
  });

  it('an invalid mobile number shows the AU format message', async () => {
    api();
    renderApp('/signup?invitation=INV1', null);
    await fillDetails();
    type(/Mobile Number/, '0412 345 678');
    await click('Next');
    expect(await screen.findByText('Invalid Mobile number format, e.g. +61412345678')).toBeTruthy();
  });

  it('an EXPIRED invitation shows the server message, forgets the address and stops', async () => {
    const { calls } = api({}, { status: 'EXPIRED', message: 'This invitation has expired, please contact your administrator.' });
    renderApp('/signup?invitation=INV1', null);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This invitation has expired, please contact your administrator.')).toBeTruthy();
    expect(sessionStorage.getItem('signup-url')).toBeNull();
    closeDialog();
    expect(screen.queryByRole('region', { name: 'Fill Out Details' })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('when 2-step is required: Continue signs in with the new password and opens the mfa page with the hand-off', async () => {
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
    api(
      {
        'POST /api/auth/login': () => ({
          body: { status: 'SUCCESS', sessionId: 'S9', encryptedId: 'U9', username: 'cand@example.com', mfaEnabled: true },
        }),
        'GET /api/user/getCurrentUserProfile': () => ({ body: profile(['ROLE_CANDIDATE'], { encryptedId: 'U9', mobileNo: '+61499887766' }) }),
      },
      { ...INVITATION, isRoleCandidate: false, mfaRequired: true },
    );
    const { router } = renderApp('/signup?invitation=INV1', null);
    await toSubmitStep();
    type(/Verification Code/, '424242');
    await click('Submit');
    expect(await screen.findByText(/You'll need to set-up 2-Step Authentication method next\./)).toBeTruthy();
    closeDialog('Continue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa'));
    expect(vi.mocked(signIn)).toHaveBeenCalledWith({ username: 'cand@example.com', password: GOOD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(JSON.parse(sessionStorage.getItem('scheduler.mfaSetup') ?? '{}')).toEqual({
      encryptedId: 'U9',
      username: 'cand@example.com',
      mobileNo: '+61499887766',
      from: 'signup',
    });
    expect(await screen.findByText('******7766')).toBeTruthy();
  });

  describe('an e-mail that already has an account (acceptBy SIGN_IN)', () => {
    const EXISTING = {
      status: 'SUCCESS',
      countryCode: 'AU',
      username: 'erin@example.com',
      organisationName: 'Acme Assessments',
      isRoleCandidate: false,
      acceptBy: 'SIGN_IN',
    };
    const accepted = { status: 'SUCCESS', message: 'Your access to Acme Assessments is now active. Sign in as usual to use it.' };

    it('signs in with the current password, then the 2-step code, to accept; no sign-up step shows', async () => {
      const { calls } = api(
        {
          'POST /api/signup/accept': (req) => {
            const body = req.body as { password: string; otpCode?: string };
            if (body.password !== 'Erin#Own57Password') return { body: { status: 'ERROR', message: 'Incorrect username or password.' } };
            if (!body.otpCode)
              return {
                body: {
                  status: 'MFA_REQUIRED',
                  message: 'Code Sent: One-time verification code sent to your registered Email Address',
                  mfaType: 'EMAIL',
                },
              };
            return { body: body.otpCode === '864200' ? accepted : { status: 'CODE_INCORRECT', message: 'Verification Code Invalid' } };
          },
        },
        EXISTING,
      );
      const { router } = renderApp('/signup?invitation=INV1', null);
      const card = await section('Sign in to accept');
      expect(
        within(card).getByText(
          'erin@example.com already has an account. Sign in with its current password to accept the invitation to join Acme Assessments.',
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Fill Out Details' })).toBeNull();
      expect(screen.queryByLabelText(/Confirm Password/)).toBeNull();

      await click('Sign In');
      expect(await screen.findByText('Please enter password')).toBeTruthy();
      type(/^Password/, 'a-guess');
      await click('Sign In');
      expect(await screen.findByText(/Join Acme Assessments with this account\?/)).toBeTruthy();
      closeDialog('Accept');
      expect(await screen.findByText('Login Failed')).toBeTruthy();
      expect(screen.getByText('Incorrect username or password.')).toBeTruthy();
      closeDialog();

      type(/^Password/, 'Erin#Own57Password');
      await click('Sign In');
      await screen.findByText(/Join Acme Assessments with this account\?/);
      closeDialog('Accept');
      expect(await screen.findByText('Code Sent: One-time verification code sent to your registered Email Address')).toBeTruthy();
      type(/Verification Code/, '000000');
      await click('Verify');
      expect(await screen.findByText('The code is not correct. Please check it and enter it again.')).toBeTruthy();
      expect(within(screen.getByRole('alertdialog')).getByText('Verification Code Invalid')).toBeTruthy();
      closeDialog();
      type(/Verification Code/, '864200');
      await click('Verify');
      expect(await screen.findByText('Invitation Accepted')).toBeTruthy();
      expect(screen.getByText(accepted.message)).toBeTruthy();
      expect(sessionStorage.getItem('signup-url')).toBeNull();
      closeDialog('Login');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(calls.filter((c) => c.path === '/api/signup/accept').map((c) => c.body)).toEqual([
        { invitation: 'INV1', password: 'a-guess' },
        { invitation: 'INV1', password: 'Erin#Own57Password' },
        { invitation: 'INV1', password: 'Erin#Own57Password', otpCode: '000000' },
        { invitation: 'INV1', password: 'Erin#Own57Password', otpCode: '864200' },
      ]);
      expect(calls.some((c) => /otp|create|checkPassword/.test(c.path))).toBe(false);
    });

    it('a candidate accepts the privacy statement before signing in', async () => {
      const { calls } = api(
        { 'POST /api/signup/accept': () => ({ body: accepted }) },
        { ...EXISTING, isRoleCandidate: true, privacyText: '<p>Our terms.</p>' },
      );
      renderApp('/signup?invitation=INV1', null);
      await section('Sign in to accept');
      type(/^Password/, 'Erin#Own57Password');
      const signIn = screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement;
      expect(signIn.disabled).toBe(true);
      fireEvent.click(screen.getByLabelText('I have read and accept the privacy statement'));
      await waitFor(() => expect(signIn.disabled).toBe(false));
      await click('Sign In');
      closeDialog('Accept');
      expect(await screen.findByText('Invitation Accepted')).toBeTruthy();
      expect(calls.find((c) => c.path === '/api/signup/accept')?.body).toEqual({
        invitation: 'INV1',
        password: 'Erin#Own57Password',
        isPrivacyStatementAccepted: true,
      });
    });

    it('the sign-up steps hand over to signing in when the server finds the e-mail has an account', async () => {
      api({
        'POST /api/signup/otp/send': () => ({
          body: {
            status: 'SIGN_IN_REQUIRED',
            message: 'This email address already has an account. Sign in with your current password to accept the invitation.',
          },
        }),
      });
      renderApp('/signup?invitation=INV1', null);
      await fillDetails();
      await click('Next');
      await section('Verify Account');
      await click('Send Code');
      expect(await screen.findByText('Sign In to Accept')).toBeTruthy();
      closeDialog();
      expect(await section('Sign in to accept')).toBeTruthy();
    });
  });
});
