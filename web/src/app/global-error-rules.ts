import { MSG } from '@scheduler/contracts/messages';
import { AnswerStatusError, ApiError } from '../shared/lib/api/index.ts';
import { keepsSessionOnError } from '../shared/lib/last-url.ts';

export type ErrorAction =
  | { kind: 'none' }
  | { kind: 'dialog'; title: string; message: string }
  | { kind: 'dialog-then-logout'; title: string; message: string; to: string }
  | { kind: 'logout'; to: string; storeLastUrl?: boolean }
  | { kind: 'navigate'; to: string };

/** The global HTTP error rules of doc 1 §8, as a decision the shell carries out. */
export function globalErrorAction(error: unknown, pathname: string): ErrorAction {
  if (error instanceof AnswerStatusError) {
    return { kind: 'dialog', title: error.answerStatus, message: error.message || MSG.generic };
  }
  if (!(error instanceof ApiError)) return { kind: 'none' };
  switch (error.httpStatus) {
    case 400:
      return { kind: 'none' };
    case 401:
      return { kind: 'logout', to: '/login' };
    case 403:
      // A refused session refresh ends the session; any other 403 is a page the user may not see.
      if (/\/api\/auth\/refresh$/.test(error.url)) return { kind: 'logout', to: '/login' };
      return { kind: 'navigate', to: '/access-denied' };
    case 406:
      return { kind: 'dialog', title: MSG.notAllowedContentTitle, message: MSG.notAllowedContent };
    case 409:
      return { kind: 'dialog-then-logout', title: MSG.accessModifiedTitle, message: MSG.accessModified, to: '/home' };
    case 422:
      return { kind: 'dialog', title: error.answerStatus ?? 'ERROR', message: error.message || MSG.generic };
    case 500:
      return { kind: 'dialog', title: MSG.somethingWrongTitle, message: MSG.somethingWrong };
    case 501:
      return { kind: 'dialog', title: 'Not built yet', message: MSG.notImplemented };
    case 503:
      return { kind: 'logout', to: '/access-denied-location' };
    default:
      if (keepsSessionOnError(pathname)) return { kind: 'dialog', title: 'ERROR', message: MSG.generic };
      return { kind: 'logout', to: '/login', storeLastUrl: true };
  }
}
