import type { MiddlewareObj } from '@middy/core';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import { stateOf, type PipelineInternal } from '../pipeline-state.ts';
import { bodyLimitBytes, bodyTooLarge } from '../request-limits.ts';

/** The size of the body as sent (API Gateway base64-encodes non-text bodies). */
const bodyBytes = (event: ApiEvent): number => (event.body ? Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : 0);

/** 413 for a body above the route's limit (request-limits.ts), before the caller is looked up or the body parsed. */
export const limitBody = (): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => ({
  name: 'limit-body',
  before: (request) => {
    const limit = bodyLimitBytes(stateOf(request.event).route.bodyType);
    if (bodyBytes(request.event) > limit) throw bodyTooLarge(limit);
  },
});
