import { dashboardRoutes } from '@scheduler/contracts/routes/dashboard';
import { createArea } from '../lib/create-area.ts';
import searchUsers from './search-users.ts';

/** The dashboard Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('dashboard', dashboardRoutes, [searchUsers]);
