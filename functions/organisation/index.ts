import { organisationRoutes } from '@scheduler/contracts/routes/organisation';
import { createArea } from '../lib/create-area.ts';
import get from './get.ts';
import getAccessCountries from './get-access-countries.ts';
import getAllActive from './get-all-active.ts';
import getSwitchData from './get-switch-data.ts';
import getTimezoneList from './get-timezone-list.ts';
import save from './save.ts';

/** The organisation Lambda (doc 3 §2.1, §2.2, §7 Organisation). */
export const { handler, implemented } = createArea('organisation', organisationRoutes, [
  getAllActive,
  get,
  getAccessCountries,
  getSwitchData,
  getTimezoneList,
  save,
]);
