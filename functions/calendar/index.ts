import { calendarRoutes } from '@scheduler/contracts/routes/calendar';
import { createArea } from '../lib/create-area.ts';

/** The calendar Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('calendar', calendarRoutes, []);
