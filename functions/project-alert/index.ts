import { projectAlertRoutes } from '@scheduler/contracts/routes/project-alert';
import { createArea } from '../lib/create-area.ts';
import addDefaultAlerts from './add-default-alerts.ts';
import get from './get.ts';
import getConfigAlertByStepType from './get-config-alert-by-step-type.ts';
import getConfigAlertMissing from './get-config-alert-missing.ts';
import getConfigAlertScopeProject from './get-config-alert-scope-project.ts';
import getDeliveryList from './get-delivery-list.ts';
import getList from './get-list.ts';
import getListByProject from './get-list-by-project.ts';
import remove from './remove.ts';
import save from './save.ts';

/** The project-alert Lambda (doc 3 §2.6, §2.7, §7 Project alert). */
export const { handler, implemented } = createArea('project-alert', projectAlertRoutes, [
  getList,
  getListByProject,
  getConfigAlertMissing,
  get,
  getConfigAlertByStepType,
  getConfigAlertScopeProject,
  save,
  remove,
  addDefaultAlerts,
  getDeliveryList,
]);
