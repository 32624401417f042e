import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../shared/lib/runtime-config.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const SENT = 'If an account exists for this email address, a link to reset the password has been sent to it. Please check your email.';

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
});

describe('forgot your password (doc 1 §2.4, §7 auth/requestResetPassword)', () => {
  it('the confirmation stays until the user answers it, with no stray field error', async () => {
    const api = fakeApi({ 'POST /api/auth/requestResetPassword': () => ({ body: { status: 'SUCCESS', message: SENT } }) });
    renderApp('/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const form = await findDialog('Forgot your password?');
    const email = within(form).getByLabelText(/Email/);
    email.focus();
    fireEvent.change(email, { target: { value: 'grace@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));

    const sent = await screen.findByRole('alertdialog');
    expect(within(sent).getByText(SENT)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 800));
    expect(screen.getByRole('alertdialog')).toBe(sent);
    expect(screen.queryByText('Please enter Email')).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/auth/requestResetPassword').map((c) => String(c.body))).toEqual(['email=grace%40example.com']);

    fireEvent.click(within(sent).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
