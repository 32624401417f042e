import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const typeId = (value: string) => fireEvent.change(screen.getByLabelText(/Unique Id/), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Download' }));

afterEach(() => vi.restoreAllMocks());

describe('download file page (doc 2 §2 Download File screen, §7 File download)', () => {
  it('asks for the unique id, then opens the signed link of the answer in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = fakeApi({
      'POST /api/download/file': () => ({ body: { status: 'SUCCESS', message: 'https://files.example/booking-files/x.pdf?sig=1' } }),
    });
    renderApp('/downloadFile/BK123', null);
    await screen.findByRole('heading', { name: 'Download File' });
    submit();
    expect((await screen.findAllByText(/Validation Failed/)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    typeId('U-42');
    submit();
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://files.example/booking-files/x.pdf?sig=1', '_blank', 'noopener'));
    expect(calls[0].body).toEqual({ encryptedId: 'BK123', uniqueId: 'U-42' });
  });

  it('shows the status and the message of a refusal, and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fakeApi({
      'POST /api/download/file': () => ({
        status: 429,
        body: { status: 'TOO_MANY_TRIES', code: 'download.too_many_tries', message: 'Too many tries for this download. Please try again later' },
      }),
    });
    renderApp('/downloadFile/BK123', null);
    await screen.findByRole('heading', { name: 'Download File' });
    typeId('WRONG');
    submit();
    expect(await screen.findByText('Too many tries for this download. Please try again later')).toBeTruthy();
    expect(screen.getByText('TOO_MANY_TRIES')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
