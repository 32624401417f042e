import { createUserDetailService } from '@scheduler/core/user/user-detail';
import type { Deps } from '../deps.ts';

/** createUserDetailService bound to this Lambda's dependencies. */
export const userDetailService = (d: Deps) => createUserDetailService(d);
