import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The header CloudFront adds to every request it forwards to the HTTP API (its /api/* origin), and the local gateway,
 * which plays CloudFront. A viewer's own header of that name is replaced, so only requests through the distribution
 * carry the secret value: the API cannot be called around it, and CloudFront-Viewer-Country cannot be forged.
 */
export const ORIGIN_HEADER = 'x-origin-verify';

/**
 * The ORIGIN_VERIFY secret: the value CloudFront sends now, and during a rotation the one it sent before.
 * Rotation (runbook): put the old value in `previous` and a new one in `current`, redeploy the Web stack (CloudFront
 * reads `current` at deploy), then remove `previous`.
 */
export interface OriginSecret {
  current: string;
  previous?: string;
}

export const originSecretText = (secret: OriginSecret): string => JSON.stringify(secret);

/** The values the API accepts; none when the secret is not of the documented shape. */
export function acceptedOriginValues(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as Partial<OriginSecret> | null;
    return [parsed?.current, parsed?.previous].filter((v): v is string => typeof v === 'string' && v.length >= 32);
  } catch {
    return [];
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (over digests, so lengths do not leak either). */
export const sameOriginValue = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

/** The events whose origin header verify-origin.ts accepted: only their CloudFront headers (viewer address) are trusted. */
const verifiedEvents = new WeakSet<object>();
export const markOriginVerified = (event: object): void => void verifiedEvents.add(event);
export const isOriginVerified = (event: object): boolean => verifiedEvents.has(event);
