import { purgeRoutes } from '@scheduler/contracts/routes/purge';
import { createArea } from '../lib/create-area.ts';

/** The purge Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('purge', purgeRoutes, []);
