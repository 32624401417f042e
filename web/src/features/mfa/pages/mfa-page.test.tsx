import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { appRoutes } from '../../../app/router.tsx';
import { storedLogin, type MfaSetupHandOff } from '../../../shared/lib/session.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { loginAnswer, profile, renderApp } from '../../../test/render-app.tsx';
import { maskMobile } from '@scheduler/contracts/field-rules';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const HAND_OFF: MfaSetupHandOff = { encryptedId: 'U1', username: 'grace@example.com', mobileNo: '+61412345678', from: 'login' };
const QR = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

function renderMfa(state: unknown) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [{ pathname: '/mfa', state }] });
  render(
    <AppProviders
      session={{ initial: { status: 'anonymous' }, restore: async () => null, signOut: async () => {} }}
      queryClient={createQueryClient()}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Chakra's radio is a hidden input inside the item's label; its value change lands a moment later. */
const choose = async (label: string) => {
  fireEvent.click(await screen.findByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
  await waitFor(() => expect((screen.getByRole('button', { name: 'Send Code' }) as HTMLButtonElement).disabled).toBe(false));
};

describe('mfa page (doc 1 §2.6)', () => {
  it('without hand-off data says the process encountered issues', async () => {
    fakeApi({});
    renderApp('/mfa', null);
    expect(await screen.findByText('2-Step Authentication process encountered issues. Please Contact support')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Code' })).toBeNull();
  });

  it('masks the mobile number to its last 4 digits', async () => {
    expect(maskMobile('+61412345678')).toBe('******5678');
    expect(maskMobile('******5678')).toBe('******5678');
    expect(maskMobile(undefined)).toBeUndefined();
    fakeApi({});
    renderMfa({ mfaSetup: HAND_OFF });
    expect(await screen.findByText('******5678')).toBeTruthy();
    expect(screen.queryByText('+61412345678')).toBeNull();
  });

  it('APP: shows the QR image and the secret, then sets the method and opens the session', async () => {
    storedLogin.write(loginAnswer({ sessionId: 'S1', mfaEnabled: true }));
    const { calls } = fakeApi({
      'POST /api/auth/getMfaCode/U1/APP': () => ({ body: { status: 'SUCCESS', message: 'JBSWY3DPEHPK3PXP', mfaQRCode: QR } }),
      'POST /api/auth/updateMfaType/U1/APP': () => ({ body: { status: 'SUCCESS', message: '' } }),
      'GET /api/user/getCurrentUserProfile': () => ({ body: profile(['ROLE_CANDIDATE']) }),
    });
    const router = renderMfa({ mfaSetup: HAND_OFF });
    await choose('3rd-party authentication app');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    const img = (await screen.findByRole('img', { name: 'QR code for your authentication app' })) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(QR);
    expect(screen.getByTestId('mfa-secret').textContent).toBe('JBSWY3DPEHPK3PXP');

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('You must enter the Code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Verification Code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Set 3rd-party authentication app as your preferred 2-Step Authentication method?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Your 2-Step Authentication method is set to a 3rd-party authentication app.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/updateMfaType/U1/APP')?.body).toEqual({ code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate'));
    expect(storedLogin.read()?.mfaType).toBe('APP');
    expect(sessionStorage.getItem('scheduler.mfaSetup')).toBeNull();
  });

  it('EMAIL: Code Sent with the message; a wrong code says Verification Code Invalid; other failures the setup error', async () => {
    let answer = { status: 'CODE_INCORRECT', message: 'The code is not valid' };
    fakeApi({
      'POST /api/auth/getMfaCode/U1/EMAIL': () => ({
        body: { status: 'SUCCESS', message: 'One-time verification code sent to your registered Email Address' },
      }),
      'POST /api/auth/updateMfaType/U1/EMAIL': () => ({ body: answer }),
    });
    sessionStorage.setItem('scheduler.mfaSetup', JSON.stringify(HAND_OFF));
    renderMfa(null);
    await choose('Email Address');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Code Sent')).toBeTruthy();
    expect(screen.getByText('One-time verification code sent to your registered Email Address')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Verification code resent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.change(await screen.findByLabelText(/Verification Code/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Verification Code Invalid')).toBeTruthy();
    expect(screen.getByText('The code is not valid')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    answer = { status: 'ERROR', message: 'boom' };
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Error Encountered setting up your 2-Step Authentication. Please try again.')).toBeTruthy();
  });

  it('replacing a method already set asks for the current password the server wants, then sets the new one', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/getMfaCode/U1/EMAIL': () => ({
        body: { status: 'SUCCESS', message: 'One-time verification code sent to your registered Email Address' },
      }),
      'POST /api/auth/updateMfaType/U1/EMAIL': (req) =>
        (req.body as { currentPassword?: string }).currentPassword === 'My#Current42Pass'
          ? { body: { status: 'SUCCESS', message: '' } }
          : { body: { status: 'PASSWORD_REQUIRED', message: 'Please enter your current password to confirm this change.' } },
    });
    renderMfa({ mfaSetup: { ...HAND_OFF, from: 'profile' } });
    await choose('Email Address');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    fireEvent.change(await screen.findByLabelText(/Verification Code/), { target: { value: '112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    const ask = await findDialog('Confirm it is you');
    expect(within(ask).getByText('Please enter your current password to confirm this change.')).toBeTruthy();
    fireEvent.change(within(ask).getByLabelText(/Current Password/), { target: { value: 'My#Current42Pass' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your 2-Step Authentication method is set to Email Address.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/auth/updateMfaType/U1/EMAIL').map((c) => c.body)).toEqual([
      { code: '112233' },
      { code: '112233', currentPassword: 'My#Current42Pass' },
    ]);
  });
});
