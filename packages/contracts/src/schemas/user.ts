import * as z from 'zod';
import { ROLES, USER_TYPES, type CountryCode } from '../roles.ts';
import { MSG } from '../messages.ts';
import {
  countryCode,
  datePathParam,
  email,
  id,
  looseAnswer,
  looseRow,
  mfaType,
  mobileNoOf,
  optionalText,
  pathParam,
  pathParams,
  reason,
  requiredText,
  statusAnswer,
  tableOrExport,
} from './common.ts';
import { currentProof } from './current-proof.ts';
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
  userType: z.enum(USER_TYPES).optional(),
  calendarFeed: z.boolean().optional(),
  orgUserInvigilator: z.boolean().optional(),
  /** 'Expired' or 'Expiring in N days'. */
  invitationExpiryText: z.string().optional(),
  listViewReadyToPurge: z.boolean().optional(),
  /** yyyy-MM-dd: purge date of an archived access ready to purge, else its sanitise date. */
  purgeDate: z.string().optional(),
  sanitiseDate: z.string().optional(),
  /** The smart actions the server allows on this access (doc 1 §4). */
  canActivate: z.boolean().optional(),
  canDeactivate: z.boolean().optional(),
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
  userId: z.string().optional(),
  statusReason: z.string().optional(),
  encryptedTimezoneId: z.string().optional(),
  timezoneName: z.string().optional(),
  timezoneCode: z.string().optional(),
  invitationExpiry: z.string().optional(),
  invitationExpiryText: z.string().optional(),
  readyToPurge: z.boolean().optional(),
  mfaTypeDisplay: z.string().optional(),
  countryCodes: z.array(countryCode).optional(),
  createdDateDisplay: z.string().optional(),
  orgUserInvigilator: z.boolean().optional(),
  encryptedOrgId: z.string().optional(),
  organisationName: z.string().optional(),
  /** The caller may change the person's name, mobile and 2-step method (Edit, Reset 2-Step Authentication). */
  identityEditable: z.boolean().optional(),
});

/**
 * Profile or admin edit (doc 1 §5): names 1 to 200, optional mobile, optional password change. One's own password
 * change, and a change of the mobile number that receives one's 2-step codes, also carry the current password (and
 * 2-step code): current-proof.ts. The mobile number is that of the user's country (NZ for NZ users, else AU): the
 * service checks it with the country of the user's organisation, a form with `userUpdateFor(country)`.
 */
export const userUpdateFor = (country?: CountryCode) =>
  currentProof
    .extend({
      encryptedId: id,
      firstName: requiredText(200),
      lastName: requiredText(200),
      mobileNo: mobileNoOf(country),
      /** Assessors and invigilators: required (the server checks it, 'This is a required field'); others: ignored. */
      encryptedTimezoneId: z.string().trim().max(200).optional(),
      companyName: optionalText(200),
      changePassword: z.boolean().optional(),
      password: password.optional(),
      confirmPassword: z.string().max(256).optional(),
    })
    .refine((v) => !v.changePassword || v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: PASSWORD_MESSAGES.mismatch,
    });
export const userUpdate = userUpdateFor();

export const CREATABLE_USER_TYPES = ['ORG_ADMIN', 'ASSESSOR', 'INVIGILATOR'] as const;

/** New user payload (doc 3 §3); an invigilator never carries the assessor-admin or internal-access flags. */
export const userCreate = z
  .object({
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
  })
  .transform((v) => (v.userType === 'INVIGILATOR' ? { ...v, assessorAdmin: false, internalProjectAccess: false } : v));

/**
 * user/create answer: status and message only, the same whether or not the e-mail already had an account (the
 * invitation names nobody; the new access shows in the Unregistered list).
 */
export const userCreateAnswer = statusAnswer;

/** user/resetMfa: an admin sends nothing; one's own reset carries the current password (and 2-step code). */
export const resetMfaBody = currentProof;

export const userIdParams = pathParams('id');
export const orgUserParams = pathParams('organisationId', 'userId');
export const orgUserDateParams = z.object({ organisationId: pathParam, userId: pathParam, date: datePathParam });
export const userListByOrgParams = z.object({ organisationId: pathParam, filter: z.enum(['org_admin', 'all_assessors']) });
export const resetMfaParams = pathParams('userId');
export const defaultOrganisationParams = pathParams('organisationId');

/** searchData of user/getUserList (doc 1 §2.10): the tab, the user type and the filters. */
export const USER_LIST_TYPES = ['ACTIVE', 'UNREGISTERED', 'ARCHIVED', 'DEACTIVATED', 'ALL'] as const;
export const userListSearch = z.object({
  listType: z.enum(USER_LIST_TYPES).default('ACTIVE'),
  userType: z.enum(['CANDIDATE', 'ASSESSOR', 'INVIGILATOR', 'ORG_ADMIN']).default('CANDIDATE'),
  /** Grid admins: the organisation to list (default the current one). */
  encryptedOrganisationId: id.optional(),
  encryptedProjectId: z.union([id, z.array(id).max(100)]).optional(),
  /** Access status (ACTIVE, INVITED, INACTIVE, ARCHIVED) or booking status (PENDING, CONFIRMED, ..., MISSED_INCOMPLETE). */
  status: z.union([z.string().max(50), z.array(z.string().max(50)).max(20)]).optional(),
  expiryDays: z.coerce
    .number()
    .refine((n) => n === 7 || n === 15 || n === 30, 'Expiry days are 7, 15 or 30')
    .optional(),
  expiryType: z.enum(['Expiring', 'Expired']).optional(),
});
export type UserListSearch = z.output<typeof userListSearch>;

/** User list row (doc 3 §3). */
export const userRow = looseRow({
  fullName: z.string().optional(),
  username: z.string().optional(),
  typeDisplay: z.string().optional(),
  status: z.string().optional(),
  mobileNo: z.string().optional(),
  listViewReadyToPurge: z.boolean().optional(),
  encryptedOrgId: z.string().optional(),
  organisationName: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  type: z.enum(USER_TYPES).optional(),
  statusReason: z.string().optional(),
  active: z.boolean().optional(),
  archived: z.boolean().optional(),
  assessorAdmin: z.boolean().optional(),
  purgeDate: z.string().optional(),
  sanitiseDate: z.string().optional(),
  /** 'MMMM D, YYYY, h:mm A' in server time; invitationExpiryOn is the ISO instant, invitationExpiryText 'Expired' or 'Expiring in N days'. */
  invitationExpiry: z.string().optional(),
  invitationExpiryOn: z.string().optional(),
  invitationExpiryText: z.string().optional(),
});
export const userList = tableOrExport(userRow);

/** Active sessions or invitations (doc 1 §2.12). */
export const userActiveRow = looseRow({
  expiryDate: z.string(),
  userFullName: z.string(),
  userTypeDisplay: z.string(),
  organisationName: z.string(),
  issuedDate: z.string(),
  kind: z.enum(['SESSION', 'INVITATION']).optional(),
  encryptedUserId: z.string().optional(),
  encryptedOrgId: z.string().optional(),
});
export const userActiveList = tableOrExport(userActiveRow);

/** Activate or deactivate with a reason. */
export const reasonBody = z.object({ reason });

/** Answers where message holds JSON, a token or a date. */
export const messageAnswer = statusAnswer;

/** getCalFeedToken: renew=Y revokes the current feed token and issues a new one. */
export const calFeedTokenQuery = z.object({ renew: z.enum(['Y', 'N']).optional() });

/** updateDefaultOrganisation: SUCCESS with the new organisation's labels and page sizes, or COUNTRY_NOT_ALLOWED. */
export const switchOrganisationAnswer = z.object({
  status: z.string(),
  message: z.string().optional(),
  configLabels: z.array(z.object({ code: z.string(), display: z.string() })).optional(),
  pageSize: z.array(z.number()).optional(),
  /** The new organisation requires 2-step authentication; with no mfaType the user must set a method up first. */
  mfaEnabled: z.boolean().optional(),
  mfaType: mfaType.optional(),
});
export const countersAnswer = looseAnswer;
