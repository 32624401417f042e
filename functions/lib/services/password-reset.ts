import { createPasswordResetService } from '@scheduler/core/services/password-reset';
import type { Deps } from '../deps.ts';
import { accountDeps } from './account-deps.ts';

/** createPasswordResetService bound to this Lambda's dependencies. */
export const passwordResetService = (d: Deps) => createPasswordResetService(accountDeps(d));
