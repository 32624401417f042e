import { createSignupService } from '@scheduler/core/signup/signup';
import type { Deps } from '../deps.ts';
import { accountDeps } from './account-deps.ts';

/** createSignupService bound to this Lambda's dependencies. */
export const signupService = (d: Deps) => createSignupService(accountDeps(d));
