import { uploadRoutes } from '@scheduler/contracts/routes/upload';
import { createArea } from '../lib/create-area.ts';

/** The upload Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('upload', uploadRoutes, []);
