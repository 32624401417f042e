import * as z from 'zod';
import { ROLES, USER_TYPES } from '../roles.ts';
import { MSG } from '../messages.ts';
import {
  countryCode, datePathParam, email, id, looseAnswer, looseRow, mfaType, mobileNo, optionalText, pathParam,
  pathParams, reason, requiredText, statusAnswer, tableOrExport,
} from './common.ts';
import { password, PASSWORD_MESSAGES } from './password.ts';

/** Organisation access entry of the logged-in user. */
export const userOrgAccess = z.object({
  active: z.boolean(),
  encryptedOrgId: z.string(),
  organisationName: z.string(),
  switchColor: z.string().optional(),
});

/** Logged-in user (doc 1 §3), plus the profile fields the profile page edits. Derived flags are computed by the web. */
export const currentUserProfile = z.object({
  encryptedId: z.string(),
  encryptedOrganisationId: z.string(),
  organisationName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)),
  timezoneCode: z.string().optional(),
  countryCode: countryCode.optional(),
  userOrgAccessList: z.array(userOrgAccess),
  checkOrgAdminInvigilator: z.boolean(),
  showMeetingUnavailableFlag: z.boolean(),
  type: z.enum(USER_TYPES).optional(),
  username: z.string().optional(),
  mobileNo: z.string().optional(),
  companyName: z.string().optional(),
  encryptedTimezoneId: z.string().optional(),
  timezoneName: z.string().optional(),
  mfaType: mfaType.nullable().optional(),
  mfaTypeDisplay: z.string().optional(),
});

/** User-organisation access entry (doc 1 §3). */
export const userOrgAccessEntry = z.looseObject({
  encryptedOrgId: z.string(),
  organisationName: z.string(),
  status: z.string().optional(),
  statusReason: z.string().optional(),
  active: z.boolean().optional(),
  archived: z.boolean().optional(),
  assessorAdmin: z.boolean().optional(),
  internalProjectAccess: z.boolean().optional(),
  requestTypes: z.string().optional(),
  uniqueId: z.string().optional(),
  projectNames: z.string().optional(),
  invitationExpiry: z.string().optional(),
  readyToPurge: z.boolean().optional(),
  assessorAccessibleCount: z.number().optional(),
  assessorAdminsCount: z.number().optional(),
});

/** User (doc 1 §3) as user/get answers it. */
export const userDetail = z.looseObject({
  encryptedId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  fullName: z.string().optional(),
  type: z.enum(USER_TYPES).optional(),
  typeDisplay: z.string().optional(),
  status: z.string().optional(),
  active: z.boolean().optional(),
  archived: z.boolean().optional(),
  mobileNo: z.string().optional(),
  companyName: z.string().optional(),
  mfaType: mfaType.nullable().optional(),
  userOrgAccessList: z.array(userOrgAccessEntry).optional(),
});

/** Profile or admin edit (doc 1 §5): names 1 to 200, optional mobile, optional password change. */
export const userUpdate = z.object({
  encryptedId: id,
  firstName: requiredText(200),
  lastName: requiredText(200),
  mobileNo,
  encryptedTimezoneId: id.optional(),
  companyName: optionalText(200),
  changePassword: z.boolean().optional(),
  password: password.optional(),
  confirmPassword: z.string().max(256).optional(),
}).refine((v) => !v.changePassword || v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: PASSWORD_MESSAGES.mismatch,
});

export const CREATABLE_USER_TYPES = ['ORG_ADMIN', 'ASSESSOR', 'INVIGILATOR'] as const;

/** New user payload (doc 3 §3); an invigilator never carries the assessor-admin or internal-access flags. */
export const userCreate = z.object({
  userType: z.enum(CREATABLE_USER_TYPES, { error: MSG.requiredField }),
  firstName: requiredText(200),
  lastName: requiredText(200),
  email,
  encryptedOrganisationId: id,
  encryptedDepartmentId: id.optional(),
  assessorAdmin: z.boolean().default(false),
  internalProjectAccess: z.boolean().default(false),
  companyName: optionalText(200),
  isOrgUserInvigilator: z.boolean().default(false),
}).transform((v) => (v.userType === 'INVIGILATOR' ? { ...v, assessorAdmin: false, internalProjectAccess: false } : v));

export const userIdParams = pathParams('id');
export const orgUserParams = pathParams('organisationId', 'userId');
export const orgUserDateParams = z.object({ organisationId: pathParam, userId: pathParam, date: datePathParam });
export const userListByOrgParams = z.object({ organisationId: pathParam, filter: z.enum(['org_admin', 'all_assessors']) });
export const resetMfaParams = pathParams('userId');
export const defaultOrganisationParams = pathParams('organisationId');

/** User list row (doc 3 §3). */
export const userRow = looseRow({
  fullName: z.string().optional(),
  username: z.string().optional(),
  typeDisplay: z.string().optional(),
  status: z.string().optional(),
  mobileNo: z.string().optional(),
  listViewReadyToPurge: z.boolean().optional(),
});
export const userList = tableOrExport(userRow);

/** Active sessions or invitations (doc 1 §2.12). */
export const userActiveRow = looseRow({
  expiryDate: z.string(),
  userFullName: z.string(),
  userTypeDisplay: z.string(),
  organisationName: z.string(),
  issuedDate: z.string(),
});
export const userActiveList = tableOrExport(userActiveRow);

/** Activate or deactivate with a reason. */
export const reasonBody = z.object({ reason });

/** Answers where message holds JSON, a token or a date. */
export const messageAnswer = statusAnswer;
export const countersAnswer = looseAnswer;
