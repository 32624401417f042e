import { resourceRoutes } from '@scheduler/contracts/routes/resource';
import { createArea } from '../lib/create-area.ts';

/** The resource Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('resource', resourceRoutes, []);
