import { defineRoute, SIGNED_IN } from '../route.ts';
import { statusAnswer, tableRequest } from '../envelope.ts';
import {
  calFeedTokenQuery, countersAnswer, currentUserProfile, defaultOrganisationParams, messageAnswer, orgUserDateParams, orgUserParams,
  reasonBody, resetMfaBody, resetMfaParams, switchOrganisationAnswer, userActiveList, userCreate, userCreateAnswer, userDetail, userIdParams, userList, userListByOrgParams,
  userUpdate,
} from '../schemas/user.ts';
import { proofAnswer } from '../schemas/current-proof.ts';
import { ANY_ADMIN, CALENDAR_FEED, GRID_ADMIN } from './access.ts';

export const userRoutes = [
  defineRoute({
    area: 'user', operation: 'get', method: 'GET', path: '/api/user/get/{id}', access: ANY_ADMIN,
    spec: 'doc1 §7 User', summary: 'User detail with organisation access entries.',
    params: userIdParams, response: userDetail,
  }),
  defineRoute({
    area: 'user', operation: 'getCurrentUserProfile', method: 'GET', path: '/api/user/getCurrentUserProfile', access: SIGNED_IN,
    spec: 'doc1 §7 User, §3 Logged-in user', duringMfaSetup: true, summary: 'The logged-in user and own profile.',
    response: currentUserProfile,
  }),
  defineRoute({
    area: 'user', operation: 'update', method: 'POST', path: '/api/user/update', access: SIGNED_IN,
    spec: 'doc1 §7 User', summary: 'Saves own profile (password and 2-step mobile changes with the current password), or another user when the caller is an admin.',
    body: userUpdate, bodyType: 'json', response: proofAnswer,
  }),
  defineRoute({
    area: 'user', operation: 'create', method: 'POST', path: '/api/user/create', access: ANY_ADMIN,
    spec: 'doc1 §7 User, doc3 §3 New user payload', summary: 'Creates an organisation, assessor or invigilator user and invites them.',
    body: userCreate, bodyType: 'json', response: userCreateAnswer,
  }),
  defineRoute({
    area: 'user', operation: 'archive', method: 'POST', path: '/api/user/archive/{organisationId}/{userId}', access: ANY_ADMIN,
    spec: 'doc1 §7 User (GET in spec)', summary: "Archives a user ('User record archived.').",
    params: orgUserParams, bodyType: 'none', response: statusAnswer,
  }),
  defineRoute({
    area: 'user', operation: 'extendExpiryDate', method: 'POST', path: '/api/user/extendExpiryDate/{organisationId}/{userId}/{date}', access: ANY_ADMIN,
    spec: 'doc1 §7 User (GET in spec)', summary: 'Extends an invitation expiry; the message holds the new date.',
    params: orgUserDateParams, bodyType: 'none', response: statusAnswer,
  }),
  defineRoute({
    area: 'user', operation: 'extendPurgeDate', method: 'POST', path: '/api/user/extendPurgeDate/{organisationId}/{userId}/{date}', access: ANY_ADMIN,
    spec: 'doc1 §7 User (GET in spec)', summary: 'Extends the purge date of a user ready to purge.',
    params: orgUserDateParams, bodyType: 'none', response: statusAnswer,
  }),
  defineRoute({
    area: 'user', operation: 'getUserListByOrg', method: 'POST', path: '/api/user/getUserListByOrg/{organisationId}/{filter}', access: ANY_ADMIN,
    spec: 'doc1 §7 User, doc3 §7 users by organisation', summary: 'Users of an organisation: org_admin or all_assessors (table).',
    params: userListByOrgParams, body: tableRequest, bodyType: 'json', response: userList,
  }),
  defineRoute({
    area: 'user', operation: 'getUserList', method: 'POST', path: '/api/user/getUserList', access: ANY_ADMIN,
    spec: 'doc1 §7 User', summary: 'Manage Users list (searchData: listType, filters, encryptedProjectId).',
    body: tableRequest, bodyType: 'json', response: userList,
  }),
  defineRoute({
    area: 'user', operation: 'getUserActiveList', method: 'POST', path: '/api/user/getUserActiveList', access: GRID_ADMIN,
    spec: 'doc1 §7 User, §2.12', summary: 'Active sessions and invitations (grid admin).',
    body: tableRequest, bodyType: 'json', response: userActiveList,
  }),
  defineRoute({
    area: 'user', operation: 'getUserCounters', method: 'GET', path: '/api/user/getUserCounters', access: ANY_ADMIN,
    spec: 'doc1 §7 User, doc2 §7 get counters', summary: 'User counters; the message holds JSON.',
    response: countersAnswer,
  }),
  defineRoute({
    area: 'user', operation: 'resetMfa', method: 'POST', path: '/api/user/resetMfa/{userId}', access: SIGNED_IN,
    spec: 'doc1 §7 User (GET in spec)', summary: 'Resets 2-step authentication (own profile with the current password, or an admin for another user).',
    params: resetMfaParams, body: resetMfaBody, bodyType: 'json', response: proofAnswer,
  }),
  defineRoute({
    area: 'user', operation: 'getCalFeedToken', method: 'GET', path: '/api/user/getCalFeedToken', access: CALENDAR_FEED,
    spec: 'doc1 §7 User, doc2 §7 Calendar', summary: 'Calendar feed token; the message is the token (renew=Y issues a new one).',
    query: calFeedTokenQuery, response: messageAnswer,
  }),
  defineRoute({
    area: 'user', operation: 'updateDefaultOrganisation', method: 'POST', path: '/api/user/updateDefaultOrganisation/{organisationId}', access: SIGNED_IN,
    spec: 'doc1 §7 User (GET in spec)', duringMfaSetup: true,
    summary: 'Switches the current organisation (COUNTRY_NOT_ALLOWED when refused); open during 2-step set-up, so a switch into a 2-step organisation can be switched back.',
    params: defaultOrganisationParams, bodyType: 'none', response: switchOrganisationAnswer,
  }),
  defineRoute({
    area: 'user', operation: 'activateAssessor', method: 'POST', path: '/api/user/activateAssessor/{organisationId}/{userId}', access: ANY_ADMIN,
    spec: 'doc1 §7 User', summary: 'Activates an assessor or invigilator access, with a reason.',
    params: orgUserParams, body: reasonBody, bodyType: 'json', response: statusAnswer,
  }),
  defineRoute({
    area: 'user', operation: 'deactivateAssessor', method: 'POST', path: '/api/user/deactivateAssessor/{organisationId}/{userId}', access: ANY_ADMIN,
    spec: 'doc1 §7 User', summary: 'Deactivates an assessor or invigilator access, with a reason.',
    params: orgUserParams, body: reasonBody, bodyType: 'json', response: statusAnswer,
  }),
] as const;
