import { describe, expect, it } from 'vitest';
import { DomainError } from '@scheduler/core/errors';
import type { ApiEvent } from '../lambda-types.ts';
import { originSecretText } from '../origin-secret.ts';
import { verifyOrigin } from './verify-origin.ts';

const CURRENT = 'c'.repeat(40);
const PREVIOUS = 'p'.repeat(40);
const check = (secret: string | undefined, header?: string) =>
  verifyOrigin(async (name) => (name === 'ORIGIN_VERIFY' ? secret : undefined)).before!({
    event: { headers: header === undefined ? {} : { 'x-origin-verify': header } } as unknown as ApiEvent,
  } as never);

describe('verifyOrigin', () => {
  it('lets through the current value, and the previous one while a rotation reaches CloudFront', async () => {
    await expect(check(originSecretText({ current: CURRENT }), CURRENT)).resolves.toBeUndefined();
    await expect(check(originSecretText({ current: CURRENT, previous: PREVIOUS }), PREVIOUS)).resolves.toBeUndefined();
    await expect(check(originSecretText({ current: CURRENT }), PREVIOUS)).rejects.toMatchObject({ httpStatus: 403, code: 'request.origin_refused' });
  });

  it('refuses a missing, empty or near-miss header with 403', async () => {
    for (const header of [undefined, '', CURRENT.slice(1), `${CURRENT} `]) {
      const refusal = await check(originSecretText({ current: CURRENT }), header).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ httpStatus: 403 });
    }
  });

  it('fails every request (500, not 403 or a pass) when the secret is missing, not JSON or too short', async () => {
    for (const secret of [undefined, CURRENT, originSecretText({ current: 'short' }), '{}']) {
      const failure = await check(secret, CURRENT).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(DomainError);
    }
  });
});
