import * as z from 'zod';
import { LABEL_CODES } from '../labels.ts';
import { MSG } from '../messages.ts';
import { fieldMessages } from '../field-rules.ts';
import { id, pathParams, requiredText, statusAnswer, tableOrExport } from './common.ts';

export const labelCode = z.enum(LABEL_CODES);

/** A label as it arrives at login: code and display text. */
export const configLabel = z.object({ code: z.string(), display: z.string() });

/** A display text's limit: a word a screen shows (200), or the meeting-show JSON (2000). */
export const LABEL_DISPLAY_MAX = 2000;
export const LABEL_WORD_MAX = 200;
export const INVALID_JSON_LABEL = 'This is JSON value: the display text must be valid JSON';

/** Label configuration (doc 3 §3): organisation, code and display all required. */
export const configLabelSave = z
  .object({
    encryptedId: id.optional(),
    encryptedOrganisationId: z.string().trim().min(1, MSG.requiredField).max(200),
    code: labelCode,
    display: requiredText(LABEL_DISPLAY_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.code !== 'MEETING_SHOW_JSON') {
      if (v.display.length > LABEL_WORD_MAX) ctx.addIssue({ code: 'custom', path: ['display'], message: fieldMessages.maxLength(LABEL_WORD_MAX) });
      return;
    }
    try {
      JSON.parse(v.display);
    } catch {
      ctx.addIssue({ code: 'custom', path: ['display'], message: INVALID_JSON_LABEL });
    }
  });

export const configLabelDetail = z.object({
  encryptedId: z.string(),
  encryptedOrganisationId: z.string(),
  organisationName: z.string(),
  code: labelCode,
  display: z.string(),
});
export const configLabelRow = configLabelDetail;

export const organisationParams = pathParams('organisationId');
export const idParams = pathParams('id');
export const configLabelList = tableOrExport(configLabelRow);
/** Save answer: status and the id in message. */
export const configLabelSaved = statusAnswer;

/** Codes the organisation can still add; empty means 'All Labels already present for this Organisation'. */
export const availableCodesAnswer = z.object({
  codes: z.array(z.object({ code: labelCode, defaultDisplay: z.string().optional(), hint: z.string().optional() })),
});
