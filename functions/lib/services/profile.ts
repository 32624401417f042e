import { createProfileService } from '@scheduler/core/user/profile';
import type { Deps } from '../deps.ts';

/** createProfileService bound to this Lambda's dependencies. */
export const profileService = (d: Deps) => createProfileService(d);
