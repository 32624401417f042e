import { resourceRoutes } from '@scheduler/contracts/routes/resource';
import { createArea } from '../lib/create-area.ts';
import archive from './archive.ts';
import getAddressesByOrg from './get-addresses-by-org.ts';
import getAvailableResources from './get-available-resources.ts';
import getList from './get-list.ts';
import getModel from './get-model.ts';
import getTypesByOrg from './get-types-by-org.ts';
import save from './save.ts';

/** The resource Lambda (doc 3 §2.12–2.13, §7). */
export const { handler, implemented } = createArea('resource', resourceRoutes, [
  getModel,
  getList,
  getTypesByOrg,
  getAddressesByOrg,
  getAvailableResources,
  save,
  archive,
]);
