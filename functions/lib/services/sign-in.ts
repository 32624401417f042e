import { createSignInService } from '@scheduler/core/identity/sign-in';
import type { Deps } from '../deps.ts';

/** createSignInService bound to this Lambda's dependencies. */
export const signInService = (d: Deps) => createSignInService(d);
