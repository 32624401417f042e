import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const GOOD = 'Tr0ub4dor&Zebra!x';
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('reset password page (doc 1 §2.7)', () => {
  it('checks the rule as typed, refuses a mismatch, then resets and goes to login', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/resetPassword': () => ({ body: { status: 'SUCCESS', message: 'Your password has been changed.' } }),
    });
    const { router } = renderApp('/resetPassword/RST123', null);
    await screen.findByRole('heading', { name: 'Reset Password' });
    type(/New Password/, 'short');
    expect(screen.getByText('Password must include minimum of 14 characters')).toBeTruthy();
    type(/New Password/, GOOD);
    type(/Confirm Password/, 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Mismatch')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    type(/Confirm Password/, GOOD);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(calls[0].body).toEqual({ encryptedId: 'RST123', password: GOOD, confirmPassword: GOOD });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('ERROR shows the server message and stays', async () => {
    fakeApi({ 'POST /api/auth/resetPassword': () => ({ body: { status: 'ERROR', message: 'This reset link has expired.' } }) });
    const { router } = renderApp('/resetPassword/RST123', null);
    await screen.findByRole('heading', { name: 'Reset Password' });
    type(/New Password/, GOOD);
    type(/Confirm Password/, GOOD);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This reset link has expired.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/resetPassword/RST123');
  });
});
