import { configLabelRoutes } from '@scheduler/contracts/routes/config-label';
import { createArea } from '../lib/create-area.ts';
import get from './get.ts';
import getAvailableCodes from './get-available-codes.ts';
import getListByOrganisation from './get-list-by-organisation.ts';
import save from './save.ts';

/** The config-label Lambda (doc 3 §2.10–2.11, §7). */
export const { handler, implemented } = createArea('config-label', configLabelRoutes, [getListByOrganisation, save, get, getAvailableCodes]);
