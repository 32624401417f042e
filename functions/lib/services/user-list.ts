import { createUserListService } from '@scheduler/core/user/user-list';
import type { Deps } from '../deps.ts';

/** createUserListService bound to this Lambda's dependencies. */
export const userListService = (d: Deps) => createUserListService(d);
