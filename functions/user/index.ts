import { userRoutes } from '@scheduler/contracts/routes/user';
import { createArea } from '../lib/create-area.ts';
import activateAssessor from './activate-assessor.ts';
import archive from './archive.ts';
import create from './create.ts';
import deactivateAssessor from './deactivate-assessor.ts';
import extendExpiryDate from './extend-expiry-date.ts';
import extendPurgeDate from './extend-purge-date.ts';
import get from './get.ts';
import getCalFeedToken from './get-cal-feed-token.ts';
import getCurrentUserProfile from './get-current-user-profile.ts';
import getDeliveryList from './get-delivery-list.ts';
import getUserActiveList from './get-user-active-list.ts';
import getUserCounters from './get-user-counters.ts';
import getUserList from './get-user-list.ts';
import getUserListByOrg from './get-user-list-by-org.ts';
import resetMfa from './reset-mfa.ts';
import update from './update.ts';
import updateDefaultOrganisation from './update-default-organisation.ts';

/** The user Lambda. Calls without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('user', userRoutes, [
  getCurrentUserProfile,
  get,
  update,
  archive,
  extendPurgeDate,
  getUserList,
  getUserListByOrg,
  getUserActiveList,
  getUserCounters,
  resetMfa,
  getCalFeedToken,
  updateDefaultOrganisation,
  activateAssessor,
  deactivateAssessor,
  create,
  extendExpiryDate,
  getDeliveryList,
]);
