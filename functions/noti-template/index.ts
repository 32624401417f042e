import { notiTemplateRoutes } from '@scheduler/contracts/routes/noti-template';
import { createArea } from '../lib/create-area.ts';
import archive from './archive.ts';
import getAllNotificationTags from './get-all-notification-tags.ts';
import getByOrganisationByCode from './get-by-organisation-by-code.ts';
import getConfigAlertMissing from './get-config-alert-missing.ts';
import getConfigAlertScopeOrg from './get-config-alert-scope-org.ts';
import get from './get.ts';
import getListByConfigAlertOrg from './get-list-by-config-alert-org.ts';
import getList from './get-list.ts';
import save from './save.ts';

/** The noti-template Lambda (doc 3 §2.8, §2.9, §7). */
export const { handler, implemented } = createArea('noti-template', notiTemplateRoutes, [
  getList,
  get,
  save,
  archive,
  getByOrganisationByCode,
  getListByConfigAlertOrg,
  getConfigAlertScopeOrg,
  getConfigAlertMissing,
  getAllNotificationTags,
]);
