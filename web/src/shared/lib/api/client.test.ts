import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { AnswerStatusError, ApiError, isAbort } from './errors.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('API client', () => {
  it('builds the URL from the route table and sends the bearer token and JSON body', async () => {
    const fetch = vi.fn(async (_u: RequestInfo | URL, _i?: RequestInit) => json(200, { status: 'SUCCESS', message: 'D1' }));
    const client = createApiClient({ getToken: async () => 'tok', fetch });
    await client.call('department.save', { body: { name: 'Sales' } as never });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/department/save');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init?.body).toBe('{"name":"Sales"}');
    await client.call('audit-log.getByRefId', { params: { refType: 'Department', refId: 'a/b' }, body: {} });
    expect(fetch.mock.calls[1][0]).toBe('/api/auditLog/getByRefId/Department/a%2Fb');
  });

  it('401: refreshes the token once and retries', async () => {
    const getToken = vi.fn(async (force?: boolean) => (force ? 'fresh' : 'stale'));
    let n = 0;
    const fetch = vi.fn(async () => (++n === 1 ? json(401, { message: 'expired' }) : json(200, { name: 'Acme' })));
    const client = createApiClient({ getToken, fetch });
    await expect(client.call('department.get', { params: { id: 'D1' } })).resolves.toEqual({ name: 'Acme' });
    expect(getToken).toHaveBeenCalledWith(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('401 again after the refresh, or no refreshed token: a 401 error for the logout rule', async () => {
    const onError = vi.fn();
    const fetch = vi.fn(async () => json(401, {}));
    const client = createApiClient({ getToken: async (force) => (force ? undefined : 'stale'), fetch, onError });
    await expect(client.call('department.get', { params: { id: 'D1' } })).rejects.toMatchObject({ httpStatus: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toBeInstanceOf(ApiError);
  });

  it('409, 406 and 503 become typed errors reported to the shell', async () => {
    for (const status of [409, 406, 503]) {
      const onError = vi.fn();
      const client = createApiClient({ getToken: async () => 't', fetch: async () => json(status, { status: 'X', message: 'm' }), onError });
      const e = await client.call('department.get', { params: { id: 'D1' } }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).httpStatus).toBe(status);
      expect(onError).toHaveBeenCalledWith(e);
    }
  });

  it('an error answer keeps its code from the catalogue; a gateway answer without one has none', async () => {
    const client = createApiClient({
      getToken: async () => 't',
      fetch: async () => json(403, { status: 'FORBIDDEN', code: 'auth.session_renew_refused', message: 'Session Renew Failed' }),
    });
    const e = (await client.call('auth.refresh', { errors: 'caller' }).catch((x: unknown) => x)) as ApiError;
    expect(e).toMatchObject({ httpStatus: 403, code: 'auth.session_renew_refused', answerStatus: 'FORBIDDEN', message: 'Session Renew Failed' });
    const bare = createApiClient({ getToken: async () => 't', fetch: async () => json(401, { message: 'Unauthorized' }) });
    expect(((await bare.call('auth.refresh', { errors: 'caller' }).catch((x: unknown) => x)) as ApiError).code).toBeUndefined();
  });

  it('400 carries the field messages; errors "caller" are not reported to the shell', async () => {
    const onError = vi.fn();
    const client = createApiClient({
      getToken: async () => 't',
      fetch: async () => json(400, { status: 'VALIDATION_ERROR', message: 'bad', errors: { name: 'This is a required field' } }),
      onError,
    });
    const e = (await client.call('department.save', { body: {} as never, errors: 'caller' }).catch((x: unknown) => x)) as ApiError;
    expect(e.fieldErrors).toEqual({ name: 'This is a required field' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('a status other than SUCCESS throws AnswerStatusError', async () => {
    const client = createApiClient({ getToken: async () => 't', fetch: async () => json(200, { status: 'FAILED', message: 'Nope' }) });
    await expect(client.call('department.save', { body: {} as never })).rejects.toBeInstanceOf(AnswerStatusError);
  });

  it('a repeated request to the same URL cancels the earlier one; abortAll cancels everything', async () => {
    const fetch = vi.fn(
      (_u: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(json(200, { ok: true })), 20);
        }),
    );
    const client = createApiClient({ getToken: async () => 't', fetch });
    const first = client.call('department.get', { params: { id: 'D1' } }).catch((e: unknown) => e);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    const second = client.call('department.get', { params: { id: 'D1' } });
    expect(isAbort(await first)).toBe(true);
    await expect(second).resolves.toEqual({ ok: true });

    const third = client.call('department.get', { params: { id: 'D2' } }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    client.abortAll();
    expect(isAbort(await third)).toBe(true);
  });

  it('a session call survives navigation (abortAll) and is not cancelled by a page call to the same URL', async () => {
    const fetch = vi.fn(
      (_u: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(json(200, { encryptedId: 'U1' })), 20);
        }),
    );
    const client = createApiClient({ getToken: async () => 't', fetch });
    const restore = client.call('user.getCurrentUserProfile', { session: true });
    await new Promise((r) => setTimeout(r, 0));
    client.abortAll();
    const page = client.call('user.getCurrentUserProfile');
    await expect(restore).resolves.toEqual({ encryptedId: 'U1' });
    await expect(page).resolves.toEqual({ encryptedId: 'U1' });
  });

  it('a request the browser cuts off while the page is being left is not reported (no logout on reload)', async () => {
    const onError = vi.fn();
    let leaving = false;
    const client = createApiClient({
      getToken: async () => 't',
      onError,
      isLeavingPage: () => leaving,
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(client.call('department.get', { params: { id: 'D1' } })).rejects.toMatchObject({ httpStatus: 0 });
    expect(onError).toHaveBeenCalledTimes(1);
    leaving = true;
    const cut = await client.call('department.get', { params: { id: 'D1' } }).catch((e: unknown) => e);
    expect(isAbort(cut)).toBe(true);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
