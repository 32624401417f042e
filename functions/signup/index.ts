import { signupRoutes } from '@scheduler/contracts/routes/signup';
import { createArea } from '../lib/create-area.ts';

/** The signup Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('signup', signupRoutes, []);
