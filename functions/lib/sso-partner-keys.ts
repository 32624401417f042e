import { SECRET } from '@scheduler/contracts/env';
import type { Deps } from './deps.ts';

/** The partner keys of the SSO_KEYS secret, `{ "<key id>": "<key>" }`; anything else holds no key. */
export function partnerKeys(secret: string | undefined): Record<string, string> {
  if (!secret) return {};
  try {
    const parsed = JSON.parse(secret) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length >= 32));
  } catch {
    return {};
  }
}

/** The single sign-on service's `ssoKey`: a partner's key by key id, read from Secrets Manager at run time (cached there). */
export const partnerKeyReader =
  (d: Deps) =>
  async (keyId: string): Promise<string | undefined> => {
    const keys = partnerKeys(await d.secrets(SECRET.ssoKeys));
    return Object.hasOwn(keys, keyId) ? keys[keyId] : undefined;
  };
