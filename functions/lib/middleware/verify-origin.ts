import type { MiddlewareObj } from '@middy/core';
import { SECRET } from '@scheduler/contracts/env';
import { DomainError } from '@scheduler/core/errors';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import { acceptedOriginValues, markOriginVerified, ORIGIN_HEADER, sameOriginValue } from '../origin-secret.ts';
import type { PipelineInternal } from '../pipeline-state.ts';
import { secretValue, type SecretReader } from '../secrets.ts';

const notThroughTheSite = () => new DomainError('request.origin_refused', 'ACCESS DENIED', 403, 'FORBIDDEN');

/**
 * First in the pipeline, before routing and the caller: a request without CloudFront's origin header (a call around
 * the distribution, to the API's own URL) answers 403 and nothing else runs. A missing or malformed secret is a
 * deployment fault: every request fails (500) rather than let unverified ones through.
 */
export const verifyOrigin = (read: SecretReader = secretValue): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => ({
  name: 'verify-origin',
  before: async (request) => {
    const text = await read(SECRET.originVerify);
    const accepted = text ? acceptedOriginValues(text) : [];
    if (accepted.length === 0) throw new Error(`The ${SECRET.originVerify} secret is missing or not {"current": "<at least 32 characters>"}`);
    const given = request.event.headers?.[ORIGIN_HEADER];
    if (!given || !accepted.some((value) => sameOriginValue(given, value))) throw notThroughTheSite();
    markOriginVerified(request.event);
  },
});
