import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { createArea } from '../lib/create-area.ts';

/** The assessor Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('assessor', assessorRoutes, []);
