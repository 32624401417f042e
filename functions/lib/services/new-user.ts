import { createNewUserService } from '@scheduler/core/user/new-user';
import type { Deps } from '../deps.ts';
import { accountDeps } from './account-deps.ts';

/** createNewUserService bound to this Lambda's dependencies. */
export const newUserService = (d: Deps) => createNewUserService(accountDeps(d));
