import * as z from 'zod';
import { COUNTRY_CODES, DELIVERY_METHODS, STEP_TYPES, type CountryCode } from '../roles.ts';
import { MSG } from '../messages.ts';
import { tableAnswer, exportAnswer, statusAnswer } from '../envelope.ts';
import { fieldMessages, invalidMobileMessage, isValidApiDate, isValidApiTime, isValidEmail, isValidMobile } from '../field-rules.ts';

export { statusAnswer, tableRequest, tableAnswer, exportAnswer } from '../envelope.ts';

/** A path parameter: always a string (ids are encrypted or ULIDs; 'NA', 'all', 'create' also occur). */
export const pathParam = z.string().min(1).max(200);

/** `z.object` of string path parameters, named as in the route path. */
export function pathParams<const K extends string>(...names: K[]): z.ZodObject<Record<K, typeof pathParam>> {
  const shape = Object.fromEntries(names.map((n) => [n, pathParam])) as Record<K, typeof pathParam>;
  return z.object(shape);
}

/** An id in a body (the spec's `encrypted...` fields). */
export const id = z.string().min(1).max(200);

/** Required text: trimmed, 'This is a required field' when empty, the form-field length messages otherwise. */
export const requiredText = (max: number, min = 1, requiredMessage: string = MSG.requiredField) => {
  const present = z.string().trim().min(1, { error: requiredMessage, abort: true });
  return (min > 1 ? present.min(min, fieldMessages.minLength(min)) : present).max(max, fieldMessages.maxLength(max));
};

export const optionalText = (max: number) => z.string().trim().max(max, fieldMessages.maxLength(max)).optional();

export const email = z.string().trim().min(1, MSG.requiredField).max(200, fieldMessages.maxLength(200)).refine(isValidEmail, fieldMessages.email);

/**
 * Optional mobile number of doc 1 §5: empty, or the pattern of `country` with its message. Without a country (a
 * route whose body does not say it) either pattern is accepted; the service checks the country it knows.
 */
export const mobileNoOf = (country?: CountryCode) =>
  z
    .string()
    .trim()
    .max(20, fieldMessages.maxLength(20))
    .refine((v) => v === '' || isValidMobile(v, country), invalidMobileMessage(country))
    .optional();

/** Optional mobile number: empty, or the AU or NZ pattern (the country-specific check is the service's). */
export const mobileNo = mobileNoOf();

export const apiDate = z.string().refine(isValidApiDate, fieldMessages.invalidDate);
export const apiTime = z.string().refine(isValidApiTime, 'Invalid Time');
/** A date path parameter, yyyy-MM-dd. */
export const datePathParam = apiDate;

export const yesNo = z.enum(['Y', 'N']);
export const countryCode = z.enum(COUNTRY_CODES);
export const stepType = z.enum(STEP_TYPES);
export const deliveryMethod = z.enum(DELIVERY_METHODS);
export const notificationMethod = z.enum(['EMAIL', 'SMS']);
export const mfaType = z.enum(['EMAIL', 'MOBILE', 'APP']);
export const BOOKING_STATUSES = ['PENDING', 'INVITED', 'CONFIRMED', 'CANCELLED', 'ARCHIVED', 'COMPLETE', 'INCOMPLETE', 'MISSED'] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES);

/** AU states (doc 1 §9); NZ regions are a separate list the spec does not enumerate. */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'TAS', 'SA', 'VIC', 'WA'] as const;

/** Post code: whole number 100 to 9999. */
export const postCode = z.coerce.number().int(fieldMessages.noDecimal).min(100, fieldMessages.min(100)).max(9999, fieldMessages.max(9999));

/** Hours of a freeze period: 0 to 999.99. */
export const freezeHours = (min = 0) => z.number().min(min, fieldMessages.min(min)).max(999.99, fieldMessages.max(999.99));

/** Reason or comment: required, max 200 (doc 1 §5 reason prompt, doc 2 §5). */
export const reason = requiredText(200, 1, 'You must enter a value');

/** Address of doc 2 §3 (meetings, resources). */
export const address = z
  .object({
    encryptedId: id.optional(),
    label: optionalText(200),
    addLine1: requiredText(200),
    addLine2: optionalText(200),
    city: requiredText(100),
    state: requiredText(100),
    postCode,
    countryCode: countryCode.default('AU'),
  })
  .superRefine((a, ctx) => {
    if (a.countryCode === 'AU' && !(AU_STATES as readonly string[]).includes(a.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: MSG.requiredField });
    }
  });

export const selectOption = z.looseObject({ encryptedId: z.string(), name: z.string() });
export const timezoneOption = z.looseObject({ encryptedId: z.string(), name: z.string(), timezoneCode: z.string().optional() });

/** A list answer that is a table page, or the export file when the request asked for an export. */
export const tableOrExport = <T extends z.ZodType>(row: T) => z.union([tableAnswer(row), exportAnswer]);
/** Rows the spec lists loosely: the named fields are typed, others pass through. */
export const looseRow = <S extends z.ZodRawShape = {}>(shape: S = {} as S) => z.looseObject({ encryptedId: z.string().optional(), ...shape });

/** 'message holds the id' answers (save calls). */
export const savedAnswer = statusAnswer;
/** Answers whose object is loosely specified; status and message when present. */
export const looseAnswer = z.looseObject({ status: z.string().optional(), message: z.string().optional() });

/** File answers: calendar downloads (`count`) and exports. */
export const fileAnswer = z.object({ file: z.string().optional(), fileName: z.string().optional() });
export const countFileAnswer = z.object({
  count: z.number(),
  exportType: z.string().optional(),
  file: z.string().optional(),
  fileName: z.string().optional(),
});

/** Upload answer: successCount plus per-row errors. */
export const uploadAnswer = z.object({
  status: z.string().optional(),
  message: z.string().optional(),
  successCount: z.number(),
  errors: z.array(z.looseObject({ row: z.number().optional(), message: z.string() })),
});

/** Quarter data for the dashboard: year-quarter and count. */
export const quarterRow = z.object({ qtr: z.string(), count: z.number() });

/** Optional body for calls that take none but may be sent `{}`. */
export const emptyBody = z.object({});
