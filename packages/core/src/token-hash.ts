import { createHash, randomBytes } from 'node:crypto';

/**
 * Secret tokens (invitations, calendar feeds) are handed out once and stored only as their hash, so a copy
 * of the table grants nothing. Tokens are 32 random bytes, base64url (43 characters).
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The key under which a token's record is stored: SHA-256 of the token, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
