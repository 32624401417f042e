import { createActiveUsersService } from '@scheduler/core/user/active-users';
import type { Deps } from '../deps.ts';

/** createActiveUsersService bound to this Lambda's dependencies. */
export const activeUsersService = (d: Deps) => createActiveUsersService(d);
