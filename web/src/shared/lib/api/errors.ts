import type { ErrorCode } from '@scheduler/contracts/error-codes';

/**
 * An HTTP answer outside 2xx. `answerStatus`, `message` and `code` (the catalogue's, contracts/error-codes) come from the
 * envelope when the body has one; an answer the gateway gives itself (an expired token, a network failure) has no code.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly url: string,
    readonly answerStatus?: string,
    /** Field messages of a 400 answer (`errors: { field: message }`). */
    readonly fieldErrors?: Record<string, string>,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** A 2xx answer whose envelope `status` is not SUCCESS: shown as a dialog titled with the status. */
export class AnswerStatusError extends Error {
  override readonly name = 'AnswerStatusError';
  constructor(
    readonly answerStatus: string,
    message: string,
    readonly url: string,
  ) {
    super(message);
  }
}

/** The request was cancelled: by a newer request to the same URL, by navigation or by its caller. */
export const isAbort = (e: unknown): boolean =>
  (e instanceof DOMException && e.name === 'AbortError') || (e instanceof Error && e.name === 'AbortError');

/** Reads `{ status, code, message, errors }` from an error body of any shape. */
export function parseErrorBody(body: unknown): { status?: string; code?: ErrorCode; message?: string; errors?: Record<string, string> } {
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  const errors = b.errors && typeof b.errors === 'object' ? (b.errors as Record<string, string>) : undefined;
  return {
    status: typeof b.status === 'string' ? b.status : undefined,
    // The server answers only catalogue codes (core's DomainError takes an ErrorCode).
    code: typeof b.code === 'string' ? (b.code as ErrorCode) : undefined,
    message: typeof b.message === 'string' ? b.message : undefined,
    errors,
  };
}
