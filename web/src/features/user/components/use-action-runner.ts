import type { StatusAnswer } from '@scheduler/contracts/envelope';
import { MSG } from '@scheduler/contracts/messages';
import type { ReactNode } from 'react';
import { ApiError } from '../../../shared/lib/api/index.ts';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { USER_MSG } from '../lib/user-messages.ts';

/**
 * Runs a user or access action (doc 1 §8 "Users and access"): SUCCESS shows the success dialog; another status
 * shows an error titled with it ('FAILED' when it has none) and the server message. A 400 answer shows
 * 'FAILED' with its message; other HTTP failures are the shell's global rules. Resolves true on success.
 */
export function useActionRunner() {
  const dialogs = useDialogs();
  return async function run(
    send: () => Promise<StatusAnswer>,
    success?: (answer: StatusAnswer) => { title: string; message: ReactNode },
  ): Promise<boolean> {
    let answer: StatusAnswer;
    try {
      answer = await send();
    } catch (e) {
      if (e instanceof ApiError && e.httpStatus === 400) {
        await dialogs.message({ title: USER_MSG.failedTitle, message: e.message || MSG.generic });
      }
      return false;
    }
    if (answer.status !== 'SUCCESS') {
      await dialogs.message({ title: answer.status || USER_MSG.failedTitle, message: answer.message || MSG.generic });
      return false;
    }
    if (success) await dialogs.message(success(answer));
    return true;
  };
}
