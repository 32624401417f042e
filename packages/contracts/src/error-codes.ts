/**
 * The error-code catalogue (DESIGN §3.6): every `code` an error answer `{ status, code, message }` may carry, in one
 * place. The server raises only these (core's DomainError takes an ErrorCode); the web's ApiError keeps the code
 * and the shell's global rules read it.
 */

/** The request itself was refused, before any business rule ran. */
export const REQUEST_ERROR_CODES = ['request.invalid', 'request.markup', 'request.too_large', 'request.origin_refused'] as const;

/** Who is calling: sign-in, session, roles, location. */
export const CALLER_ERROR_CODES = [
  'auth.login_failed',
  'auth.unauthenticated',
  'auth.forbidden',
  'auth.access_modified',
  'auth.country_not_allowed',
  'auth.session_renew_refused',
  'auth.rate_limited',
] as const;

/** Business refusals (HTTP 422): the client shows the message in a dialog without logging out. */
export const REFUSAL_CODES = [
  'auth.inactive',
  'auth.no_access',
  'organisation.no_access',
  'organisation.conflict',
  'organisation.stale',
  'organisation.export_not_csv',
  'organisation.country_not_offered',
  'department.conflict',
  'department.stale',
  'label.exists',
  'label.stale',
  'label.code_fixed',
  'project.conflict',
  'project.not_active',
  'project.not_ready_to_purge',
  'project.stale',
  'candidate.already_invited',
  'invitation.date_past',
  'invitation.no_access_record',
  'invitation.no_expiry',
  'invitation.stale',
  'user.archived',
  'user.has_access',
  'user.mobile_required',
  'user.no_mfa',
  'user.not_active',
  'user.not_changeable',
  'user.not_deactivated',
  'user.not_ready_to_purge',
  'user.organisation_inactive',
  'user.password_own_only',
  'user.self',
  'user.stale',
  'assessor_access.inactive',
  'assessor_access.no_type',
  'assessor_access.not_admin',
  'assessor_access.not_assessor',
  'assessor_access.self',
  'assessor_access.stale',
  'calendar_feed.conflict',
  'list.too_long',
  'resource.no_country_code',
  'resource.not_available',
  'resource.deleted',
  'resource.stale',
  'project_alert.exists',
  'project_alert.stale',
  'project_alert.removed',
  'template.exists',
  'template.stale',
  'template.in_use',
  'upload.bad_file',
  'purge.not_ready',
  'purge.stale',
  'meeting.not_available',
  'meeting.edit_not_allowed',
  'meeting.has_bookings',
  'meeting.stale',
  'meeting.completion_not_allowed',
  'meeting.create_not_allowed',
  'booking.not_allowed',
  'booking.stale',
  'booking.not_available',
  'booking.already_booked',
  'booking.wrong_step',
  'booking.gap',
  'booking.not_pending',
  'download.refused',
  'download.too_many_tries',
  'webhook.address_refused',
  'webhook.disabled',
  'api_key.revoked',
  'api_key.too_many',
] as const;

/** Anything else: a record that is not there, a call not built yet, an unexpected failure (never its details). */
export const OTHER_ERROR_CODES = ['entity.not_found', 'not_implemented', 'internal'] as const;

export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];
export type CallerErrorCode = (typeof CALLER_ERROR_CODES)[number];
export type RefusalCode = (typeof REFUSAL_CODES)[number];
export type ErrorCode = RequestErrorCode | CallerErrorCode | RefusalCode | (typeof OTHER_ERROR_CODES)[number];

export const ERROR_CODES: readonly ErrorCode[] = [...REQUEST_ERROR_CODES, ...CALLER_ERROR_CODES, ...REFUSAL_CODES, ...OTHER_ERROR_CODES];
