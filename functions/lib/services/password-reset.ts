import { createPasswordResetService } from '@scheduler/core/identity/password-reset';
import type { Deps } from '../deps.ts';
import { accountDeps } from './account-deps.ts';

/** createPasswordResetService bound to this Lambda's dependencies (the auth API and the notify function). */
export const passwordResetService = (d: Deps) => createPasswordResetService({ ...accountDeps(d), events: d.events });
