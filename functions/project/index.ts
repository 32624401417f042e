import { projectRoutes } from '@scheduler/contracts/routes/project';
import { createArea } from '../lib/create-area.ts';

/** The project Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('project', projectRoutes, []);
