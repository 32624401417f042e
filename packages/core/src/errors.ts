import type { ErrorCode, RefusalCode } from '@scheduler/contracts/error-codes';

/**
 * Domain errors carry a stable code of the catalogue (contracts/error-codes), an HTTP status and the envelope status the spec's client reads.
 * Only statuses below 500 expose their message (DESIGN.md §3.6).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly httpStatus: number,
    /** The envelope `status` value, e.g. 'ERROR', 'BOOKING_NA', 'CODE_INCORRECT'. */
    readonly status: string = 'ERROR',
    /** Field messages for validation failures. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
  /** Headers the answer carries besides the envelope (Retry-After of a rate limit). */
  headers?: Record<string, string>;
}

export const errors = {
  validation: (message: string, fields?: Record<string, string>) => new DomainError('request.invalid', message, 400, 'VALIDATION_ERROR', fields),
  /** The spec's 'Login Failed' (HTTP 400, status ERROR) with the reason. */
  loginFailed: (message: string) => new DomainError('auth.login_failed', message, 400, 'ERROR'),
  unauthenticated: () => new DomainError('auth.unauthenticated', 'Not signed in', 401, 'UNAUTHORIZED'),
  forbidden: (message = 'ACCESS DENIED') => new DomainError('auth.forbidden', message, 403, 'FORBIDDEN'),
  notFound: (what: string) => new DomainError('entity.not_found', `${what} not found`, 404, 'NOT_FOUND'),
  markup: () => new DomainError('request.markup', 'HTML or script tags are not allowed', 406, 'NOT_ALLOWED_CONTENT'),
  accessModified: () =>
    new DomainError(
      'auth.access_modified',
      "your current access has been modified and you'll be logged out now, please login again",
      409,
      'ACCESS_MODIFIED',
    ),
  /** A business refusal the client shows as a dialog without logging out. */
  refused: (code: RefusalCode, message: string, status = 'ERROR') => new DomainError(code, message, 422, status),
  /** auth/refresh: the identity provider would not renew the sign-in (a disabled user, a revoked token); the client logs out. */
  sessionRenewRefused: () =>
    new DomainError('auth.session_renew_refused', 'Session Renew Failed - Error encountered in renewing application session', 403, 'FORBIDDEN'),
  location: () =>
    new DomainError('auth.country_not_allowed', 'This application is not accessible from your current location', 503, 'COUNTRY_NOT_ALLOWED'),
  /** 429: a caller (an API key) made too many calls; Retry-After says in how many seconds to try again. */
  rateLimited: (message: string, retryAfterSeconds: number) =>
    Object.assign(new DomainError('auth.rate_limited', message, 429, 'TOO_MANY_REQUESTS'), {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    }),
  notImplemented: (name: string) => new DomainError('not_implemented', `${name} is not implemented yet`, 501, 'NOT_IMPLEMENTED'),
};
