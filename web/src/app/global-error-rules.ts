import type { ErrorCode } from '@scheduler/contracts/error-codes';
import { MSG } from '@scheduler/contracts/messages';
import { AnswerStatusError, ApiError } from '../shared/lib/api/index.ts';
import { keepsSessionOnError } from '../shared/lib/last-url.ts';

export type ErrorAction =
  | { kind: 'none' }
  | { kind: 'dialog'; title: string; message: string }
  | { kind: 'dialog-then-logout'; title: string; message: string; to: string }
  | { kind: 'logout'; to: string; storeLastUrl?: boolean }
  | { kind: 'navigate'; to: string };

const LOGOUT: ErrorAction = { kind: 'logout', to: '/login' };
const ACCESS_MODIFIED: ErrorAction = { kind: 'dialog-then-logout', title: MSG.accessModifiedTitle, message: MSG.accessModified, to: '/home' };
const MARKUP: ErrorAction = { kind: 'dialog', title: MSG.notAllowedContentTitle, message: MSG.notAllowedContent };
const SOMETHING_WRONG: ErrorAction = { kind: 'dialog', title: MSG.somethingWrongTitle, message: MSG.somethingWrong };
const NOT_BUILT: ErrorAction = { kind: 'dialog', title: 'Not built yet', message: MSG.notImplemented };
const LOCATION: ErrorAction = { kind: 'logout', to: '/access-denied-location' };

/** The rules an error code of the catalogue decides, whatever HTTP status carried it. */
const BY_CODE: Partial<Record<ErrorCode, ErrorAction>> = {
  'auth.session_renew_refused': LOGOUT,
  'auth.access_modified': ACCESS_MODIFIED,
  'auth.country_not_allowed': LOCATION,
  'request.markup': MARKUP,
  not_implemented: NOT_BUILT,
  internal: SOMETHING_WRONG,
};

/**
 * The global HTTP error rules of doc 1 §8, as a decision the shell carries out: by the answer's error code where it
 * has one (contracts/error-codes), else by the HTTP status (answers the gateway gives itself carry no code).
 */
export function globalErrorAction(error: unknown, pathname: string): ErrorAction {
  if (error instanceof AnswerStatusError) {
    return { kind: 'dialog', title: error.answerStatus, message: error.message || MSG.generic };
  }
  if (!(error instanceof ApiError)) return { kind: 'none' };
  const byCode = error.code && BY_CODE[error.code];
  if (byCode) return byCode;
  switch (error.httpStatus) {
    case 400:
      return { kind: 'none' };
    case 401:
      return LOGOUT;
    case 403:
      // A refused session refresh ends the session; any other 403 is a page the user may not see.
      if (/\/api\/auth\/refresh$/.test(error.url)) return LOGOUT;
      return { kind: 'navigate', to: '/access-denied' };
    case 406:
      return MARKUP;
    case 409:
      return ACCESS_MODIFIED;
    case 422:
      return { kind: 'dialog', title: error.answerStatus ?? 'ERROR', message: error.message || MSG.generic };
    case 500:
      return SOMETHING_WRONG;
    case 501:
      return NOT_BUILT;
    case 503:
      return LOCATION;
    default:
      if (keepsSessionOnError(pathname)) return { kind: 'dialog', title: 'ERROR', message: MSG.generic };
      return { kind: 'logout', to: '/login', storeLastUrl: true };
  }
}
