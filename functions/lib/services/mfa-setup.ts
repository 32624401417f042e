import { createMfaSetupService } from '@scheduler/core/identity/mfa-setup';
import type { Deps } from '../deps.ts';
import { accountDeps } from './account-deps.ts';

/** createMfaSetupService bound to this Lambda's dependencies. */
export const mfaSetupService = (d: Deps) => createMfaSetupService(accountDeps(d));
