import { timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, type ApiScope } from '@scheduler/contracts/api-scopes';
import type { apiKeyRow } from '@scheduler/contracts/schemas/integration';
import type * as z from 'zod';
import type { Actor } from '../../actor.ts';
import { hashToken, newToken } from '../../token-hash.ts';
import type { ApiKey } from './api-key-entity.ts';

/** Calls one key may make in one minute; past it the call answers 429 with Retry-After. */
export const API_KEY_CALLS_PER_MINUTE = 120;
/** The last-used time is written at most once in this many milliseconds per key (a conditional update). */
export const LAST_USED_EVERY_MS = 60_000;
/** Active keys an organisation may hold at once. */
export const MAX_ACTIVE_KEYS = 20;

export const API_KEY_MSG = {
  tooMany: `Not Allowed - An Organisation can have at most ${MAX_ACTIVE_KEYS} active API keys, please revoke one before creating another.`,
  revoked: 'Not Allowed - This API key has already been revoked.',
  notFound: 'API key',
  scope: (scope: ApiScope) => `Not Allowed - This API key does not have the '${scope}' scope this call needs.`,
  rateLimited: `Too Many Requests - This API key made more than ${API_KEY_CALLS_PER_MINUTE} calls in a minute, please try again shortly.`,
} as const;

/**
 * A new key: `sch_<apiKeyId>_<secret>`, the secret 32 random bytes as base64url (43 characters). The table keeps only
 * the SHA-256 of the whole key: a random 256-bit secret cannot be guessed or brute-forced from its hash, so it needs
 * no slow password hash (bcrypt, scrypt), and a plain hash keeps every call with a key cheap.
 */
export function newApiKey(apiKeyId: string): { key: string; keyHash: string; hint: string } {
  const secret = newToken();
  const key = `${API_KEY_PREFIX}${apiKeyId}_${secret}`;
  return { key, keyHash: hashToken(key), hint: `${API_KEY_PREFIX}${apiKeyId}_${secret.slice(0, 4)}` };
}

/** The key's id, when the text has the shape of a key. */
export function apiKeyIdOf(key: string): string | undefined {
  return API_KEY_PATTERN.exec(key)?.[1];
}

/** The key an Authorization header carries (`Bearer sch_...`), or undefined when it carries none (a JWT, nothing). */
export function bearerApiKey(authorization: string | undefined): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? authorization;
  return token?.startsWith(API_KEY_PREFIX) ? token : undefined;
}

/** Whether the key hashes to the stored hash, compared in constant time. */
export function keyMatches(key: string, keyHash: string): boolean {
  const given = Buffer.from(hashToken(key), 'hex');
  const stored = Buffer.from(keyHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Who a key's call acts as: its organisation's integration, an organisation admin of that organisation only (never a
 * grid admin), named after the key. Its user id is the key's id: a ULID of this table that no person holds, so nothing
 * a person owns (a meeting they run, a booking they hold) is ever taken for the integration's.
 */
export function integrationActor(key: Pick<ApiKey, 'apiKeyId' | 'organisationId' | 'name'>): Actor {
  return {
    userId: key.apiKeyId,
    username: `api-key:${key.apiKeyId}`,
    fullName: `${key.name} (API key)`,
    userType: 'ORG_ADMIN',
    organisationId: key.organisationId,
    roles: ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'],
    sessionId: '',
  };
}

/** The organisation page's row of a key: never its hash. */
export function apiKeyRowOf(key: ApiKey): z.input<typeof apiKeyRow> {
  return {
    encryptedId: key.apiKeyId,
    name: key.name,
    scopes: key.scopes as ApiScope[],
    hint: key.hint,
    status: key.status,
    createdBy: key.createdBy,
    createdOn: key.createdOn,
    ...(key.lastUsedOn ? { lastUsedOn: key.lastUsedOn } : {}),
    ...(key.revokedBy ? { revokedBy: key.revokedBy } : {}),
    ...(key.revokedOn ? { revokedOn: key.revokedOn } : {}),
  };
}
