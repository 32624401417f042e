import * as z from 'zod';
import { MSG } from '../messages.ts';
import { id, pathParams, requiredText, selectOption, statusAnswer, tableOrExport } from './common.ts';

/** Department save (doc 3 §3, §5, §7): name and description required, max 200 each. */
export const departmentSave = z.object({
  encryptedId: id.optional(),
  encryptedOrganisationId: z.string().trim().min(1, MSG.requiredField).max(200),
  name: requiredText(200),
  description: requiredText(200),
  active: z.boolean().default(true),
});

export const departmentDetail = z.object({
  encryptedId: z.string(),
  encryptedOrganisationId: z.string(),
  organisationName: z.string().optional(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  openLink: z.string().optional(),
});

/** List row: the spec's encryptedId, name and description, with the rest of the record the list also answers (the active flag, the organisation). */
export const departmentRow = departmentDetail.partial({ encryptedOrganisationId: true, active: true });

export const departmentIdParams = pathParams('id');
/** department/list/{type}: the spec's {type} is the organisation whose departments are listed. */
export const departmentListParams = pathParams('organisationId');
export const departmentList = tableOrExport(departmentRow);
/** Save answer: status SUCCESS and the department id in message. */
export const departmentSaved = statusAnswer;
export const departmentSelectList = z.array(selectOption);
