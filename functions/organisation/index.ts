import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { createArea } from '../lib/create-area.ts';
import get from './get.ts';
import getAccessCountries from './get-access-countries.ts';
import getAllActive from './get-all-active.ts';
import getSwitchData from './get-switch-data.ts';
import getTimezoneList from './get-timezone-list.ts';

/** The organisation Lambda. Calls without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('organisation', organisationRoutes, [
  getAllActive,
  get,
  getAccessCountries,
  getSwitchData,
  getTimezoneList,
]);
