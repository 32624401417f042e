import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../shared/lib/current-user.ts';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

// Lazy pages and Chakra dialogs can take over a second to settle on a loaded machine.

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const STRONG = 'Tz#9vLq!wR2m&Kp7';
const CURRENT = 'My#Current42Pass';
const PROFILE = {
  encryptedId: 'U7',
  encryptedOrganisationId: 'ORG1',
  organisationName: 'Acme Assessments',
  firstName: 'Mia',
  lastName: 'Candidate',
  username: 'mia@example.com',
  mobileNo: '+61412345678',
  roles: ['ROLE_CANDIDATE'],
  countryCode: 'AU',
  userOrgAccessList: [],
  checkOrgAdminInvigilator: false,
  showMeetingUnavailableFlag: false,
  type: 'CANDIDATE',
  mfaType: 'MOBILE',
  mfaTypeDisplay: 'Mobile Phone',
};

type Answer = (req: Recorded) => { status?: number; body?: unknown };
function setup(
  extra: Record<string, unknown> = {},
  update: Answer = () => ({ body: { status: 'SUCCESS', message: 'Profile saved.' } }),
  reset: Answer = () => ({ body: { status: 'SUCCESS', message: '2-step authentication reset.' } }),
) {
  const me = { ...PROFILE, ...extra };
  const api = fakeApi({
    'GET /api/user/getCurrentUserProfile': () => ({ body: me }),
    'POST /api/user/update': update,
    'GET /api/organisation/getTimezoneList/ORG1': () => ({
      body: [
        { encryptedId: 'TZ1', name: 'Australia/Sydney' },
        { encryptedId: 'TZ2', name: 'Australia/Perth' },
      ],
    }),
    'POST /api/user/resetMfa/U7': reset,
    'GET /api/user/getCalFeedToken': () => ({ body: { status: 'SUCCESS', message: 'tok123' } }),
  });
  const view = renderApp('/userProfile', profile(me.roles as string[], me as Partial<UserProfile>));
  return { ...api, ...view };
}

const updates = (calls: Recorded[]) => calls.filter((c) => c.path === '/api/user/update');

async function startEdit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByRole('heading', { name: 'Edit Profile' });
}
const input = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;

describe('own profile', () => {
  it('VIEW shows the profile; a save sends the user object with the own id and shows User Profile Update', async () => {
    const { calls } = setup({ mfaType: null, mfaTypeDisplay: undefined });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(screen.getByText('mia@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset 2-step authentication' })).toBeNull();
    await startEdit();
    fireEvent.change(input(/First Name/), { target: { value: ' Mia-Rose ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Profile Update')).toBeTruthy();
    expect(updates(calls)[0]?.body).toEqual({ encryptedId: 'U7', firstName: 'Mia-Rose', lastName: 'Candidate', mobileNo: '+61412345678' });
  });

  it('a wrong mobile format, or an empty name, is refused before any call', async () => {
    const { calls } = setup({ mfaType: null });
    await startEdit();
    fireEvent.change(input(/Mobile/), { target: { value: '0412345678' } });
    fireEvent.change(input(/Last Name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation Failed')).toBeTruthy();
    expect(screen.getByText('Invalid Mobile number format, e.g. +61412345678')).toBeTruthy();
    expect(screen.getByText('Please enter Last Name')).toBeTruthy();
    expect(updates(calls)).toHaveLength(0);
  });

  it('NZ users are checked against the NZ pattern', async () => {
    const { calls } = setup({ mfaType: null, countryCode: 'NZ', mobileNo: '' });
    await startEdit();
    fireEvent.change(input(/Mobile/), { target: { value: '+61412345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid Mobile number format, e.g. +64212345678 or +6429876543')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.change(input(/Mobile/), { target: { value: '+6429876543' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect((updates(calls)[0]?.body as { mobileNo: string }).mobileNo).toBe('+6429876543');
  });

  it('MOBILE 2-step: clearing the number shows Not Allowed and does not save', async () => {
    const { calls } = setup();
    await startEdit();
    fireEvent.change(input(/Mobile/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not Allowed')).toBeTruthy();
    expect(screen.getByText('The mobile number is used for 2-Step Authentication and cannot be removed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Not Allowed')).toBeNull());
    expect(updates(calls)).toHaveLength(0);
  });

  it('MOBILE 2-step: a new number asks Mobile Number Modification; Cancel keeps it unsaved, OK saves', async () => {
    const { calls } = setup();
    await startEdit();
    fireEvent.change(input(/Mobile/), { target: { value: '+61499999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mobile Number Modification')).toBeTruthy();
    // The form validates asynchronously: the page behind the question is hidden from roles a moment after it opens.
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Mobile Number Modification')).toBeNull());
    expect(updates(calls)).toHaveLength(0);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mobile Number Modification')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('User Profile Update')).toBeTruthy();
    expect((updates(calls)[0]?.body as { mobileNo: string }).mobileNo).toBe('+61499999999');
  });

  it('a mobile change without MOBILE 2-step saves without asking', async () => {
    const { calls } = setup({ mfaType: 'EMAIL' });
    await startEdit();
    fireEvent.change(input(/Mobile/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Profile Update')).toBeTruthy();
    expect(screen.queryByText('Mobile Number Modification')).toBeNull();
    expect((updates(calls)[0]?.body as { mobileNo: string }).mobileNo).toBe('');
  });

  it('Change password without a confirmation drops the password', async () => {
    const { calls } = setup({ mfaType: null });
    await startEdit();
    fireEvent.click(screen.getByLabelText('Change password'));
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: STRONG } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Profile Update')).toBeTruthy();
    const body = updates(calls)[0]?.body as Record<string, unknown>;
    expect(body.password).toBeUndefined();
    expect(body.changePassword).toBeUndefined();
  });

  it('Change password with a different confirmation shows Password Mismatch and does not save', async () => {
    const { calls } = setup({ mfaType: null });
    await startEdit();
    fireEvent.click(screen.getByLabelText('Change password'));
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: STRONG } });
    fireEvent.change(screen.getByLabelText(/Confirm Password/), { target: { value: `${STRONG}x` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password Mismatch')).toBeTruthy();
    expect(screen.getByText('Password & Confirm Password do not match, please check again.')).toBeTruthy();
    expect(updates(calls)).toHaveLength(0);
  });

  it('a matching strong password is sent with changePassword; a weak one shows the rule', async () => {
    const { calls } = setup({ mfaType: null });
    await startEdit();
    fireEvent.click(screen.getByLabelText('Change password'));
    fireEvent.change(await screen.findByLabelText(/Current Password/), { target: { value: CURRENT } });
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: 'short1!A' } });
    fireEvent.change(screen.getByLabelText(/Confirm Password/), { target: { value: 'short1!A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must include minimum of 14 characters')).toBeTruthy();
    expect(updates(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: STRONG } });
    fireEvent.change(screen.getByLabelText(/Confirm Password/), { target: { value: STRONG } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Profile Update')).toBeTruthy();
    expect(updates(calls)[0]?.body).toMatchObject({ changePassword: true, password: STRONG, confirmPassword: STRONG, currentPassword: CURRENT });
  });

  it('a password change needs the current password, then the 2-step code the server asks for', async () => {
    const { calls } = setup({ mfaType: 'EMAIL' }, (req) => {
      const body = req.body as { currentPassword?: string; currentCode?: string };
      if (body.currentPassword !== CURRENT)
        return { body: { status: 'PASSWORD_INCORRECT', message: 'Your current password could not be confirmed. Please check it and try again.' } };
      if (!body.currentCode)
        return { body: { status: 'MFA_REQUIRED', message: 'Code Sent: One-time verification code sent to your registered Email Address' } };
      return { body: { status: 'SUCCESS', message: 'User profile saved.' } };
    });
    await startEdit();
    fireEvent.click(screen.getByLabelText('Change password'));
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: STRONG } });
    fireEvent.change(screen.getByLabelText(/Confirm Password/), { target: { value: STRONG } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter Current Password')).toBeTruthy();
    expect(updates(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.change(input(/Current Password/), { target: { value: 'not-it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await findDialog('Confirm it is you');
    expect(within(ask).getByText('Your current password could not be confirmed. Please check it and try again.')).toBeTruthy();
    fireEvent.change(within(ask).getByLabelText(/Current Password/), { target: { value: CURRENT } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Code Sent: One-time verification code sent to your registered Email Address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Verification Code/), { target: { value: '246813' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('User Profile Update')).toBeTruthy();
    expect(updates(calls).map((c) => c.body)).toEqual([
      expect.objectContaining({ currentPassword: 'not-it' }),
      expect.objectContaining({ currentPassword: CURRENT }),
      expect.objectContaining({ currentPassword: CURRENT, currentCode: '246813', password: STRONG }),
    ]);
  });

  it('a refused save shows Validation Error with the server message', async () => {
    setup({ mfaType: null }, () => ({ status: 400, body: { status: 'VALIDATION_ERROR', message: 'Mobile number already used' } }));
    await startEdit();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(screen.getByText('Mobile number already used')).toBeTruthy();
  });

  it('assessors edit a required default timezone and a company', async () => {
    const { calls } = setup({ mfaType: null, roles: ['ROLE_ASSESSOR'], type: 'ASSESSOR', encryptedTimezoneId: undefined });
    await startEdit();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter Default Timezone')).toBeTruthy();
    expect(updates(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.change(screen.getByLabelText(/Default Timezone/), { target: { value: 'TZ2' } });
    fireEvent.change(screen.getByLabelText(/Company/), { target: { value: 'Acme Pty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Profile Update')).toBeTruthy();
    expect(updates(calls)[0]?.body).toMatchObject({ encryptedTimezoneId: 'TZ2', companyName: 'Acme Pty' });
  });

  it('Reset 2-step authentication: confirm, resetMfa of the own id with the current password, then set up now goes to mfa', async () => {
    const { calls, router } = setup({}, undefined, (req) =>
      (req.body as { currentPassword?: string }).currentPassword === CURRENT
        ? { body: { status: 'SUCCESS', message: '2-Step Authentication has been reset.' } }
        : { body: { status: 'PASSWORD_REQUIRED', message: 'Please enter your current password to confirm this change.' } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reset 2-step authentication' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    const ask = await findDialog('Confirm it is you');
    expect(within(ask).getByText('Please enter your current password to confirm this change.')).toBeTruthy();
    fireEvent.change(within(ask).getByLabelText(/Current Password/), { target: { value: CURRENT } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set up now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa'));
    expect(calls.filter((c) => c.path === '/api/user/resetMfa/U7').map((c) => c.body)).toEqual([{}, { currentPassword: CURRENT }]);
    expect(router.state.location.state).toEqual({
      mfaSetup: { encryptedId: 'U7', username: 'mia@example.com', mobileNo: '+61412345678', from: 'profile' },
    });
  });

  it('the calendar feed link shows only with the calendar feed role', async () => {
    setup({ roles: ['ROLE_ASSESSOR', 'ROLE_CALENDAR_FEED'], type: 'ASSESSOR' });
    const link = (await screen.findByLabelText('Calendar feed link')) as HTMLInputElement;
    await waitFor(() => expect(link.value).toBe(`${window.location.origin}/api/calendar/tok123/publish.ics`));
    expect(link.readOnly).toBe(true);
  });

  it('no calendar feed without the role', async () => {
    const { calls } = setup();
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(screen.queryByText('Calendar Feed')).toBeNull();
    expect(calls.some((c) => c.path === '/api/user/getCalFeedToken')).toBe(false);
  });
});
