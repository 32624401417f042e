import { MSG } from '@scheduler/contracts/messages';
import { ApiError } from '../../lib/api/index.ts';
import type { Dialogs } from '../dialogs/dialog-host.tsx';

/**
 * The shared submit rule (doc 1 §5): an invalid form shows 'Validation Failed' and the button is re-enabled;
 * a 400 answer puts the server's field messages under the fields. Other failures are the shell's (global rules).
 */
export async function submitForm<T>(opts: {
  validate(): boolean;
  send(): Promise<T>;
  dialogs: Pick<Dialogs, 'message'>;
  setServerErrors(errors: Record<string, string>): void;
}): Promise<T | undefined> {
  if (!opts.validate()) {
    void opts.dialogs.message({ title: MSG.validationFailedTitle, message: MSG.validationFailed });
    return undefined;
  }
  try {
    return await opts.send();
  } catch (e) {
    if (e instanceof ApiError && e.httpStatus === 400) {
      if (e.fieldErrors && Object.keys(e.fieldErrors).length) opts.setServerErrors(e.fieldErrors);
      void opts.dialogs.message({
        title: MSG.validationFailedTitle,
        message: e.fieldErrors ? MSG.validationFailed : e.message || MSG.validationFailed,
      });
    }
    return undefined;
  }
}
