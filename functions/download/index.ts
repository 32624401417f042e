import { downloadRoutes } from '@scheduler/contracts/routes/download';
import { createArea } from '../lib/create-area.ts';

/** The download Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('download', downloadRoutes, []);
