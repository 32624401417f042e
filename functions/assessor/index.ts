import { assessorRoutes } from '@scheduler/contracts/routes/assessor';
import { createArea } from '../lib/create-area.ts';
import addRemoveAssessorAccess from './add-remove-assessor-access.ts';
import getAllAssessorByType from './get-all-assessor-by-type.ts';
import getAssessorAdminByUser from './get-assessor-admin-by-user.ts';
import getAssessorInvigilatorAdminList from './get-assessor-invigilator-admin-list.ts';
import getListAddAccess from './get-list-add-access.ts';

/** The assessor Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('assessor', assessorRoutes, [
  getAllAssessorByType,
  getAssessorInvigilatorAdminList,
  getListAddAccess,
  getAssessorAdminByUser,
  addRemoveAssessorAccess,
]);
