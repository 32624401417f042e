import type { MiddlewareObj } from '@middy/core';
import { errors } from '@scheduler/core/errors';
import { isAuthorization, isRefreshToken, isSessionId } from '../credential-shapes.ts';
import type { ApiEvent, ApiResult } from '../lambda-types.ts';
import type { PipelineInternal } from '../pipeline-state.ts';
import { SESSION_HEADER } from './authenticate.ts';

/** The credential headers a request may carry, each with the shape it must have when present. */
const CREDENTIAL_HEADERS: readonly [string, (value: string) => boolean][] = [
  [SESSION_HEADER, isSessionId],
  ['authorization', isAuthorization],
  ['refresh-token', isRefreshToken],
];

/**
 * 401 for a malformed session id or token, before the session, the identity provider or the table is asked about
 * it (a session id too long for a table key answered 500). Runs on every route, public ones too (auth/login and
 * auth/refresh read these headers themselves).
 */
export const checkCredentials = (): MiddlewareObj<ApiEvent, ApiResult, Error, any, PipelineInternal> => ({
  name: 'check-credentials',
  before: (request) => {
    const headers = request.event.headers ?? {};
    for (const [name, wellFormed] of CREDENTIAL_HEADERS) {
      const value = headers[name];
      if (value !== undefined && !wellFormed(value)) throw errors.unauthenticated();
    }
  },
});
