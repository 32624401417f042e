import type { MiddlewareObj } from '@middy/core';
import { hasLabelPlaceholder } from '@scheduler/contracts/labels';
import { MSG } from '@scheduler/contracts/messages';
import { DomainError } from '@scheduler/core/errors';
import { labelWordsFor } from '../answer-labels.ts';
import { getDeps } from '../deps.ts';
import { json } from '../http.ts';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import { logger } from '../logger.ts';
import { maybeStateOf, type PipelineInternal } from '../pipeline-state.ts';

/** Maps any error to the answer the spec's client expects; only codes below 500 expose their message. */
export function errorAnswer(error: unknown): ApiResult {
  if (error instanceof DomainError && (error.httpStatus < 500 || error.httpStatus === 501 || error.httpStatus === 503)) {
    return json(
      error.httpStatus,
      {
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.fields ? { errors: error.fields } : {}),
      },
      error.headers,
    );
  }
  return json(500, { status: 'ERROR', code: 'internal', message: MSG.somethingWrong });
}

/**
 * One structured log line per request (status, duration; the request id and route come with the invocation's logger,
 * see createArea); errors mapped last.
 */
export const errorsAndLogs = (): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => ({
  name: 'errors-and-logs',
  after: (request) => {
    const state = maybeStateOf(request.event);
    logger.info('request', {
      status: request.response?.statusCode,
      ms: state ? Date.now() - state.started : undefined,
      userId: state?.actor?.userId,
    });
  },
  onError: async (request) => {
    const error = request.error;
    request.response = errorAnswer(error);
    // A refusal's message in the caller's organisation's words (answer-labels.ts); never fails the answer itself.
    const body = request.response.body;
    if (typeof body === 'string' && hasLabelPlaceholder(body)) {
      const filled = await Promise.resolve()
        .then(() => labelWordsFor(maybeStateOf(request.event)?.actor?.organisationId, getDeps())(JSON.parse(body)))
        .catch(() => undefined);
      if (filled !== undefined) request.response = { ...request.response, body: JSON.stringify(filled) };
    }
    const status = request.response.statusCode ?? 500;
    if (status >= 500 && status !== 501 && status !== 503) logger.error('request failed', { status, error: error as Error });
    else logger.info('request refused', { status, code: error instanceof DomainError ? error.code : undefined });
  },
});
