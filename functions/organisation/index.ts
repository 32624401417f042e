import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { createArea } from '../lib/create-area.ts';
import get from './get.ts';
import getAllActive from './get-all-active.ts';

/** The organisation Lambda. Calls without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('organisation', organisationRoutes, [getAllActive, get]);
