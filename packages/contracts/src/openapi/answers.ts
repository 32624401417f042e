import type { JsonSchema } from './json-schema.ts';

/** The spec's error envelope (DESIGN §3.6): every refusal answers `{ status, message }`, with a stable `code`. */
export const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  description: 'The spec’s answer envelope for a refusal: `status` names the kind, `message` is shown to the user.',
  properties: {
    status: { type: 'string', description: 'The kind of refusal, e.g. `ERROR`, `VALIDATION_ERROR`, `NOT_ALLOWED`.' },
    code: { type: 'string', description: 'A stable code from the error catalogue, e.g. `booking.not_available`.' },
    message: { type: 'string', description: 'The message in the spec’s words.' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'On a validation refusal (400): the message of each refused field.',
    },
  },
  required: ['status', 'message'],
};

/** The status envelope a route answers when its answer has no schema of its own. */
export const STATUS_ENVELOPE: JsonSchema = {
  type: 'object',
  properties: { status: { type: 'string', description: '`SUCCESS`, or a code.' }, message: { type: 'string' } },
  required: ['status'],
};

/** The error answers every route may give, by HTTP status (DESIGN §3.6), each `#/components/responses/<name>`. */
export const ERROR_RESPONSES = {
  '400': ['BadRequest', 'The request does not match its schema; `errors` names each refused field.'],
  '401': ['Unauthenticated', 'No valid credentials: the token or API key is missing, expired, revoked or unknown.'],
  '403': ['Forbidden', 'Access denied: the caller’s roles, organisation or API key scopes do not open this call.'],
  '406': ['MarkupRejected', 'Markup rejected: a plain-text field carries HTML (only the named rich-text fields may).'],
  '409': ['AccessModified', 'Access modified: the caller’s access changed since sign-in; a person signs in again.'],
  '422': ['Refused', 'A business rule refused the call (slot taken, freeze period, not allowed); `message` says why.'],
  '429': ['RateLimited', 'Rate limited: too many calls with this API key; wait before calling again.'],
  '500': ['ServerError', 'Something went wrong on the server; nothing more is said.'],
  '503': ['LocationRefused', 'The caller’s location is not allowed for this organisation.'],
} as const satisfies Record<string, readonly [string, string]>;

/** Which errors a route may answer: people-only calls never meet the API key's rate limit; public ones no 401/403/409. */
export function errorStatusesFor(opts: { isPublic: boolean; apiKey: boolean; hasInput: boolean }): (keyof typeof ERROR_RESPONSES)[] {
  const statuses: (keyof typeof ERROR_RESPONSES)[] = [];
  if (opts.hasInput) statuses.push('400');
  if (!opts.isPublic) statuses.push('401', '403');
  if (opts.hasInput) statuses.push('406');
  if (!opts.isPublic) statuses.push('409');
  statuses.push('422');
  if (opts.apiKey) statuses.push('429');
  statuses.push('500', '503');
  return statuses;
}

export const SECURITY_SCHEMES = {
  cognito: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A person: the Cognito access token of a signed-in user (with the `x-session-id` header naming the server session ' +
      'that `auth/login` opened). The roles each call needs are in its description and `x-roles`.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sch_<ULID>_<secret>',
    description:
      'An organisation API key (`Authorization: Bearer sch_...`), created by an admin on the organisation page. ' +
      'It acts as the organisation’s integration, never beyond its organisation; a call is open to it only when ' +
      'the key holds the scope the operation names. Calls are rate limited per key (429).',
  },
} as const;
