/** An HTTP answer outside 2xx. `answerStatus` and `message` come from the spec's envelope when the body has one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly url: string,
    readonly answerStatus?: string,
    /** Field messages of a 400 answer (`errors: { field: message }`). */
    readonly fieldErrors?: Record<string, string>,
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

/** Reads `{ status, message, errors }` from an error body of any shape. */
export function parseErrorBody(body: unknown): { status?: string; message?: string; errors?: Record<string, string> } {
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  const errors = b.errors && typeof b.errors === 'object' ? (b.errors as Record<string, string>) : undefined;
  return {
    status: typeof b.status === 'string' ? b.status : undefined,
    message: typeof b.message === 'string' ? b.message : undefined,
    errors,
  };
}
