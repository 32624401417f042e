import { createUserStatusService } from '@scheduler/core/user/user-status';
import type { Deps } from '../deps.ts';

/** createUserStatusService bound to this Lambda's dependencies. */
export const userStatusService = (d: Deps) => createUserStatusService(d);
