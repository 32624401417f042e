import * as z from 'zod';
import { fieldMessages } from '../field-rules.ts';
import { countryCode, optionalText, requiredText } from './common.ts';

/**
 * Organisation configuration (doc 3 §3, validated as doc 3 §5 "Organisation save" says). One schema serves the
 * organisation page, organisation/save and every reader of a setting (`storedOrganisationConfig`).
 * The JSON items of the spec (session expiry, freeze periods, integrations, reminders) are structured values here.
 */

/** The configuration messages of doc 3 §8, quoted exactly; the spec's fragments are prefixed with the item they name. */
export const CONFIG_MSG = {
  sessionExpiryItem: (item: string) => `Session Expiry Configuration: Item: ${item} value is not correct or missing`,
  freezePeriodItem: (item: string) => `Freeze Period Configuration: Item: ${item} value is not correct or missing`,
  reminderRequired: 'Reminder Configuration is required',
  reminderNotArray: 'Reminder Configuration should be of Array Type',
  reminderEmpty: 'Reminder Configuration should have at least 1 config',
  reminderItem: (item: string) => `Reminder Configuration: Item: ${item} value is not correct or missing`,
  integrationRequired: 'Integration Configuration is required',
  integrationNotArray: 'Integration Configuration should be of Array Type',
  integrationEmpty: 'Integration Configuration should have at least 1 config',
  integrationItem: (n: number) => `Integration Configuration: Item ${n} missing Name or Config item`,
  integrationName: (name: string) => `Integration Configuration: ${name} is not one of ${INTEGRATION_NAMES.join(', ')}`,
  integrationFields: (name: string, fields: readonly string[]) =>
    `Integration Configuration: ${name} required fields not found: ${fields.join(', ')}`,
  integrationFieldType: (name: string, field: string) => `Integration Configuration: ${name} Field Type not found for ${field}`,
  switchColor: 'Switch Colour: two colours separated by a semicolon, background;text',
} as const;

/** Session expiry alert (doc 3 §3): minutes before the end of the session, the message; optionally the session's longest life. */
export const sessionExpiryAlert = z.object(
  {
    minutesPrior: z
      .number({ error: CONFIG_MSG.sessionExpiryItem('minutesPrior') })
      .int(CONFIG_MSG.sessionExpiryItem('minutesPrior'))
      .min(1, CONFIG_MSG.sessionExpiryItem('minutesPrior'))
      .max(720, CONFIG_MSG.sessionExpiryItem('minutesPrior')),
    message: z
      .string({ error: CONFIG_MSG.sessionExpiryItem('message') })
      .trim()
      .min(1, CONFIG_MSG.sessionExpiryItem('message'))
      .max(1000, fieldMessages.maxLength(1000)),
    /** How long a session may last from sign-in at most, in minutes (12 hours when absent or longer). */
    maxSessionMinutes: z
      .number({ error: CONFIG_MSG.sessionExpiryItem('maxSessionMinutes') })
      .int(CONFIG_MSG.sessionExpiryItem('maxSessionMinutes'))
      .min(5, CONFIG_MSG.sessionExpiryItem('maxSessionMinutes'))
      .optional(),
  },
  { error: CONFIG_MSG.sessionExpiryItem('sessionExpiryAlert') },
);

export const FREEZE_PERIOD_HOURS = [
  'meeting_edit_onsite_admin_hours',
  'meeting_edit_remote_admin_hours',
  'booking_cancel_onsite_admin_hours',
  'booking_cancel_remote_admin_hours',
  'meeting_internal_past_period',
] as const;
const freezeNumber = (item: string) =>
  z
    .number({ error: CONFIG_MSG.freezePeriodItem(item) })
    .min(0, CONFIG_MSG.freezePeriodItem(item))
    .max(999.99, CONFIG_MSG.freezePeriodItem(item));

/** Admin freeze periods (doc 3 §3): the five numbers (hours; the internal past period in days) and the internal-past switch. */
export const freezePeriodAdminConfig = z.object(
  {
    meeting_edit_onsite_admin_hours: freezeNumber('meeting_edit_onsite_admin_hours'),
    meeting_edit_remote_admin_hours: freezeNumber('meeting_edit_remote_admin_hours'),
    booking_cancel_onsite_admin_hours: freezeNumber('booking_cancel_onsite_admin_hours'),
    booking_cancel_remote_admin_hours: freezeNumber('booking_cancel_remote_admin_hours'),
    meeting_internal_past_period: freezeNumber('meeting_internal_past_period'),
    meeting_internal_past_allow: z.boolean({ error: CONFIG_MSG.freezePeriodItem('meeting_internal_past_allow') }),
  },
  { error: CONFIG_MSG.freezePeriodItem('freezePeriodAdminConfig') },
);

/** Reminder item (doc 3 §3): a key and the hours before the start at which the reminder goes. */
export const reminderItem = z.object(
  {
    key: z
      .string({ error: CONFIG_MSG.reminderItem('key') })
      .trim()
      .min(1, CONFIG_MSG.reminderItem('key'))
      .max(100, fieldMessages.maxLength(100)),
    interval: z
      .array(
        z
          .number({ error: CONFIG_MSG.reminderItem('interval') })
          .min(0, CONFIG_MSG.reminderItem('interval'))
          .max(8760, CONFIG_MSG.reminderItem('interval')),
        {
          error: CONFIG_MSG.reminderItem('interval'),
        },
      )
      .min(1, CONFIG_MSG.reminderItem('interval')),
  },
  { error: CONFIG_MSG.reminderItem('reminder') },
);

const listError = (required: string, notArray: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? required : notArray;

export const reminders = z
  .array(reminderItem, { error: listError(CONFIG_MSG.reminderRequired, CONFIG_MSG.reminderNotArray) })
  .min(1, CONFIG_MSG.reminderEmpty);

export const INTEGRATION_NAMES = ['AWSChime', 'CalendarFeed', 'GridIntegration'] as const;
export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

/** The type of every integration config field (doc 3 §3 "Integration item"); a field outside it is refused. */
export const INTEGRATION_FIELD_TYPES = {
  enabled: 'boolean',
  /** AWSChime: whether candidates of one session see each other (default false; an absent AWSChime item: no live sessions). */
  candidatesCanSeeEachOther: 'boolean',
  /**
   * CalendarFeed: days before today and after today the feed covers. AWSChime: minutes before the scheduled start the
   * host may start the live session (default 15), and minutes after the scheduled end it may still be started or
   * joined (default 30) (core live-session/session-settings.ts).
   */
  start: 'number',
  end: 'number',
  /**
   * CalendarFeed: days after which an unused feed token stops answering. AWSChime: minutes with nobody connected
   * before the sweep ends a live session (default 30).
   */
  inactive: 'number',
  /**
   * GridIntegration: seconds a signed sign-on assertion may live (tokenExpiryEmail: hours an e-mailed sign-on link
   * lives). AWSChime: seconds an issued attendee may wait for its first join (default 3600).
   */
  tokenExpiry: 'number',
  tokenExpiryEmail: 'number',
  grid_org_uuid: 'string',
  /** GridIntegration: the id of the key the partner signs with (the key itself is a secret). */
  keyId: 'string',
} as const;
type FieldTypeName = (typeof INTEGRATION_FIELD_TYPES)[keyof typeof INTEGRATION_FIELD_TYPES];
type FieldValue<T extends FieldTypeName> = T extends 'boolean' ? boolean : T extends 'number' ? number : string;
export type IntegrationSettings = { enabled: boolean } & {
  [K in Exclude<keyof typeof INTEGRATION_FIELD_TYPES, 'enabled'>]?: FieldValue<(typeof INTEGRATION_FIELD_TYPES)[K]>;
};

/** Fields an enabled integration must hold, with the types of INTEGRATION_FIELD_TYPES. */
export const INTEGRATION_REQUIRED_FIELDS: Readonly<Record<IntegrationName, readonly (keyof typeof INTEGRATION_FIELD_TYPES)[]>> = {
  AWSChime: ['candidatesCanSeeEachOther'],
  CalendarFeed: ['start', 'end', 'inactive'],
  GridIntegration: ['grid_org_uuid', 'keyId', 'tokenExpiry'],
};

export interface IntegrationItem {
  name: IntegrationName;
  config: IntegrationSettings;
}

const rawIntegrationItem = z.object({ name: z.string(), config: z.record(z.string(), z.unknown()) });

/** Integration item checks (doc 3 §3, §5): name and config; enabled is boolean; when enabled the required fields of the right types. */
function checkIntegrationItem(value: unknown, index: number, ctx: z.RefinementCtx) {
  const item = rawIntegrationItem.safeParse(value);
  if (!item.success || !item.data.name.trim()) {
    ctx.addIssue({ code: 'custom', path: [index], message: CONFIG_MSG.integrationItem(index + 1) });
    return;
  }
  const { name, config } = item.data;
  if (!(INTEGRATION_NAMES as readonly string[]).includes(name)) {
    ctx.addIssue({ code: 'custom', path: [index, 'name'], message: CONFIG_MSG.integrationName(name) });
    return;
  }
  for (const [field, v] of Object.entries(config)) {
    const type = (INTEGRATION_FIELD_TYPES as Record<string, string>)[field];
    if (field === 'enabled') continue;
    if (!type) ctx.addIssue({ code: 'custom', path: [index, 'config', field], message: CONFIG_MSG.integrationFieldType(name, field) });
    else if (v !== undefined && typeof v !== type)
      ctx.addIssue({ code: 'custom', path: [index, 'config', field], message: CONFIG_MSG.integrationFields(name, [field]) });
  }
  if (typeof config.enabled !== 'boolean') {
    ctx.addIssue({ code: 'custom', path: [index, 'config', 'enabled'], message: CONFIG_MSG.integrationFields(name, ['enabled']) });
    return;
  }
  if (!config.enabled) return;
  const missing = INTEGRATION_REQUIRED_FIELDS[name as IntegrationName].filter((f) => config[f] === undefined || config[f] === '');
  if (missing.length) ctx.addIssue({ code: 'custom', path: [index, 'config'], message: CONFIG_MSG.integrationFields(name, missing) });
}

/** Integration list (doc 3 §5): a non-empty array of items that each pass checkIntegrationItem. */
export const integrationConfig = z
  .array(z.unknown(), { error: listError(CONFIG_MSG.integrationRequired, CONFIG_MSG.integrationNotArray) })
  .min(1, CONFIG_MSG.integrationEmpty)
  .superRefine((items, ctx) => items.forEach((item, i) => checkIntegrationItem(item, i, ctx)))
  // Checked above field by field (an unknown config field is refused); re-parsed here so a key beside name and
  // config never reaches a service.
  .transform((items) => items.map((item) => rawIntegrationItem.parse(item)) as IntegrationItem[]);

/** Four named switch colour styles (doc 3 §3), each 'background;text'. */
export const SWITCH_COLOR_STYLES = {
  Blue: '#1e3a8a;#ffffff',
  Green: '#166534;#ffffff',
  Peech: '#fed7aa;#7c2d12',
  Pink: '#fbcfe8;#831843',
} as const;
export const switchColor = requiredText(100).refine((v) => /^[^;]+;[^;]+$/.test(v), CONFIG_MSG.switchColor);

/**
 * Retention (issue 9 purge; the spec is silent on the numbers): days after archiving before a record is purged,
 * and days after a candidate's last booking before their personal data is sanitised.
 */
export const RETENTION_DEFAULTS = { purgeAfterArchiveDays: 90, sanitiseAfterLastBookingDays: 365 } as const;
const retentionDays = (fallback: number) =>
  z.number().int(fieldMessages.noDecimal).min(1, fieldMessages.min(1)).max(3650, fieldMessages.max(3650)).default(fallback);
export const retention = z
  .object({
    purgeAfterArchiveDays: retentionDays(RETENTION_DEFAULTS.purgeAfterArchiveDays),
    sanitiseAfterLastBookingDays: retentionDays(RETENTION_DEFAULTS.sanitiseAfterLastBookingDays),
  })
  .prefault({});

/**
 * Booking options beyond the spec (issue 22), each off where an organisation says so: a candidate or administrator
 * may reschedule a confirmed booking in one step; a pending candidate may join the waitlist of a full step, and a
 * freed seat is held for the first one the rules would offer it to for `waitlistHoldHours` (never past the freeze
 * deadline); at each assessment's cancel-freeze deadline an under-filled assessment alerts its administrators and
 * assessor (MEETING_UNDER_MINIMUM).
 */
export const BOOKING_OPTIONS_DEFAULTS = { reschedule: true, waitlist: true, waitlistHoldHours: 12, underMinimumAlert: true } as const;
export const bookingOptions = z
  .object({
    reschedule: z.boolean().default(BOOKING_OPTIONS_DEFAULTS.reschedule),
    waitlist: z.boolean().default(BOOKING_OPTIONS_DEFAULTS.waitlist),
    waitlistHoldHours: z
      .number({ error: fieldMessages.required('Waitlist Hold (hours)') })
      .int(fieldMessages.noDecimal)
      .min(1, fieldMessages.min(1))
      .max(168, fieldMessages.max(168))
      .default(BOOKING_OPTIONS_DEFAULTS.waitlistHoldHours),
    underMinimumAlert: z.boolean().default(BOOKING_OPTIONS_DEFAULTS.underMinimumAlert),
  })
  .prefault({});

const pageSize = z
  .number()
  .int(fieldMessages.noDecimal)
  .min(10, fieldMessages.min(10))
  .max(100, fieldMessages.max(100))
  .multipleOf(10, 'Page sizes go in steps of 10');
const message = requiredText(4000);

/** Organisation configuration (grid admin; doc 3 §3 and §5). */
export const organisationConfig = z.object({
  pageSizeManageMeeting: pageSize.default(10),
  pageSizeManageBooking: pageSize.default(10),
  uploadProcessorType: z.enum(['CSV', 'Excel'], { error: 'Please enter Upload Type' }),
  countryCode: countryCode.default('AU'),
  /** 'background;text', e.g. one of SWITCH_COLOR_STYLES. */
  switchColor,
  showLinkExpiry: z.boolean().default(false),
  allowCandidateMultiProject: z.boolean().default(false),
  showMeetingUnavailableFlag: z.boolean().default(false),
  invitationExpiry: z
    .number({ error: fieldMessages.required('Invitation Expiry') })
    .int(fieldMessages.noDecimal)
    .min(1, fieldMessages.min(1))
    .max(20, fieldMessages.max(20)),
  privacyText: requiredText(20_000),
  msgMeetingEditNA_Admin: message,
  msgMeetingEditNA_Assessor: message,
  msgBookingCancelNA_Assessor: message,
  msgBookingCancelInterviewNA_Candidate: message,
  msgBookingCancelAssessmentNA_Candidate: message,
  /** The spec calls it JSON: text (with line breaks) shown to a candidate on how to book. */
  msgBookingHowToBook_Candidate: optionalText(20_000),
  msgExistingAssessorAccess: optionalText(4000),
  msgExistingCandidateAccess: optionalText(4000),
  sessionExpiryAlert,
  freezePeriodAdminConfig,
  integrationConfig,
  reminders,
  /** Access restriction: ISO 3166 alpha-2 countries; empty means none (the list shows AWS_MANAGED_LIST). */
  countryRestriction: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'Country codes are two letters'),
    )
    .default([]),
  retention,
  bookingOptions,
});
export type OrganisationConfig = z.output<typeof organisationConfig>;
export type OrganisationConfigInput = z.input<typeof organisationConfig>;
export type ReminderItem = z.output<typeof reminderItem>;
export type SessionExpiryAlert = z.output<typeof sessionExpiryAlert>;
export type FreezePeriodAdminConfig = z.output<typeof freezePeriodAdminConfig>;
export type Retention = z.output<typeof retention>;
export type BookingOptions = z.output<typeof bookingOptions>;

/** A stored configuration as its readers see it: every item that parses, the others absent; retention and booking options always filled. */
export type StoredOrganisationConfig = Partial<Omit<OrganisationConfig, 'retention' | 'bookingOptions'>> & {
  retention: Retention;
  bookingOptions: BookingOptions;
};

/** The items the spec calls JSON: an older organisation may hold them as JSON text. */
const JSON_ITEMS = new Set(['sessionExpiryAlert', 'freezePeriodAdminConfig', 'integrationConfig', 'reminders']);
function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * Reads a stored configuration item by item through `organisationConfig`: an item that does not parse (an
 * organisation saved before a rule existed, a partial test fixture) is absent rather than trusted.
 */
export function storedOrganisationConfig(config: unknown): StoredOrganisationConfig {
  const raw = config && typeof config === 'object' ? (config as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(organisationConfig.shape)) {
    if (raw[key] === undefined && key !== 'retention' && key !== 'bookingOptions') continue;
    const parsed = (schema as z.ZodType).safeParse(JSON_ITEMS.has(key) ? fromJsonText(raw[key]) : raw[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  out.retention ??= retention.parse({});
  out.bookingOptions ??= bookingOptions.parse({});
  return out as StoredOrganisationConfig;
}
