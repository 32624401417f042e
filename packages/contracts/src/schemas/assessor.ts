import * as z from 'zod';
import { deliveryMethod, id, looseRow, pathParam, stepType, tableOrExport, tableRequest, yesNo } from './common.ts';

/** type 1 interview, 2 assessment, 3 internal; 0 or 4 with stepType and activeOnly (meeting list). */
export const assessorsByTypeRequest = z.object({
  type: z.coerce.number().int().min(0).max(4),
  stepType: stepType.optional(),
  activeOnly: z.boolean().optional(),
  encryptedOrganisationId: id.optional(),
});
export const accessTypeOption = z.object({ text: z.string(), value: stepType, checked: z.boolean() });
/** An assessor, invigilator or admin in the assessor lists and the add-access dialog. */
export const assessorOption = looseRow({
  fullName: z.string().optional(),
  name: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  username: z.string().optional(),
  userType: z.string().optional(),
  typeDisplay: z.string().optional(),
  active: z.boolean().optional(),
  assessorAdmin: z.boolean().optional(),
  status: z.string().optional(),
  encryptedOrgId: z.string().optional(),
  organisationName: z.string().optional(),
  encryptedTimezoneId: z.string().optional(),
  timezoneCode: z.string().optional(),
  available: z.boolean().optional(),
  /** Access types joined by '~' and as shown with the organisation's words. */
  accessTypes: z.string().optional(),
  accessTypesDisplay: z.string().optional(),
  /** The add-access dialog's tick boxes (doc 1 §3 access-type option). */
  accessTypeOptions: z.array(accessTypeOption).optional(),
});
export const assessorsByTypeAnswer = z.array(assessorOption);

/** Assessor list request (doc 2 §3) for the meeting form's available assessors. */
export const assessorAvailabilityRequest = z.object({
  encryptedOrganisationId: id.optional(),
  encryptedMeetingId: id.optional(),
  startDateDisplay: z.string().max(10).optional(),
  startTimeDisplay: z.string().max(5).optional(),
  duration: z.number().min(0).max(24).optional(),
  encryptedTimezoneId: id.optional(),
  deliveryMethod: deliveryMethod.optional(),
  listType: z.string().max(50).optional(),
  stepType: stepType.optional(),
});
export const assessorAvailabilityAnswer = z.object({
  size: z.number(),
  dataset: z.array(assessorOption),
  errorMessage: z.string().optional(),
});

/** Add-access list filters: organisation id, assessor id, Y or N for admins. */
export const listAddAccessRequest = tableRequest.extend({
  encryptedOrganisationId: id.optional(),
  encryptedAssessorId: id.optional(),
  assessorAdmin: yesNo.optional(),
});
export const assessorAccessList = tableOrExport(assessorOption);

/** flag 1 assessors, 0 admins. */
export const assessorAdminByUserParams = z.object({ userId: pathParam, flag: z.enum(['0', '1']) });

/** flag 1 add, 0 remove; access types joined by '~'. */
export const addRemoveAccessParams = z.object({
  organisationId: pathParam,
  flag: z.enum(['0', '1']),
  assessorId: pathParam,
  adminId: pathParam,
  accessTypes: z.string().min(1, 'Please select Access Type').max(500),
});
