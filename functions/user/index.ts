import { userRoutes } from '@scheduler/contracts/routes/user';
import { createArea } from '../lib/create-area.ts';
import getCurrentUserProfile from './get-current-user-profile.ts';

/** The user Lambda. Calls without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('user', userRoutes, [getCurrentUserProfile]);
