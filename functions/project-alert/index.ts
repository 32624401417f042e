import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { createArea } from '../lib/create-area.ts';

/** The project-alert Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('project-alert', projectAlertRoutes, []);
