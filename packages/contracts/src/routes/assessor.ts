import { defineRoute } from '../route.ts';
import { statusAnswer, tableRequest } from '../envelope.ts';
import {
  addRemoveAccessParams, assessorAccessList, assessorAdminByUserParams, assessorAvailabilityAnswer,
  assessorAvailabilityRequest, assessorsByTypeAnswer, assessorsByTypeRequest, listAddAccessRequest,
} from '../schemas/assessor.ts';
import { ANY_ADMIN, ASSESSOR_OR_ADMIN, STAFF } from './access.ts';

export const assessorRoutes = [
  defineRoute({
    area: 'assessor', operation: 'getAllAssessorByType', method: 'POST', path: '/api/assessor/getAllAssessorByType', access: STAFF,
    spec: 'doc1 §7 Assessor access, doc2 §7 Other', summary: 'Assessors by type (1 interview, 2 assessment, 3 internal; 0 or 4 with stepType, activeOnly).',
    body: assessorsByTypeRequest, bodyType: 'json', response: assessorsByTypeAnswer,
  }),
  defineRoute({
    area: 'assessor', operation: 'getAssessorInvigilatorAdminList', method: 'POST', path: '/api/assessor/getAssessorInvigilatorAdminList', access: ASSESSOR_OR_ADMIN,
    spec: 'doc1 §7 Assessor access, doc2 §3 Assessor list request', summary: 'Assessors, invigilators or admins available for a meeting slot.',
    body: assessorAvailabilityRequest, bodyType: 'json', response: assessorAvailabilityAnswer,
  }),
  defineRoute({
    area: 'assessor', operation: 'getListAddAccess', method: 'POST', path: '/api/assessor/getListAddAccess', access: ANY_ADMIN,
    spec: 'doc1 §7 Assessor access', summary: 'Assessors offered in the add-access dialog (organisation, assessor, admins Y/N).',
    body: listAddAccessRequest, bodyType: 'json', response: assessorAccessList,
  }),
  defineRoute({
    area: 'assessor', operation: 'getAssessorAdminByUser', method: 'POST', path: '/api/assessor/getAssessorAdminByUser/{userId}/{flag}', access: ANY_ADMIN,
    spec: 'doc1 §7 Assessor access', summary: "A user's accessible assessors (flag 1) or assessor admins (flag 0).",
    params: assessorAdminByUserParams, body: tableRequest, bodyType: 'json', response: assessorAccessList,
  }),
  defineRoute({
    area: 'assessor', operation: 'addRemoveAssessorAccess', method: 'POST',
    path: '/api/assessor/addRemoveAssessorAccess/{organisationId}/{flag}/{assessorId}/{adminId}/{accessTypes}', access: ANY_ADMIN,
    spec: 'doc1 §7 Assessor access (GET in spec)', summary: "Adds (flag 1) or removes (0) assessor access; access types joined by '~'.",
    params: addRemoveAccessParams, bodyType: 'none', response: statusAnswer,
  }),
] as const;
