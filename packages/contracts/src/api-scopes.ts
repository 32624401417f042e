/**
 * What an organisation API key may do (DESIGN §17). A route names the one scope that opens it to a key
 * (`RouteDef.apiKeyScope`); a route without one is for people only. A key acts as its organisation's integration:
 * never beyond its organisation, its scopes, or the rules a person meets on the same route.
 */
export const API_SCOPES = ['meetings:read', 'meetings:write', 'bookings:read', 'bookings:write', 'candidates:invite'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** How each scope is named, with the spec's label placeholders: the organisation's words fill them where they show. */
export const API_SCOPE_TEXT: Record<ApiScope, string> = {
  'meetings:read': 'Read {Meetings} and Projects',
  'meetings:write': 'Manage {Meetings}',
  'bookings:read': 'Read Bookings',
  'bookings:write': 'Book, Reschedule and Update Bookings',
  'candidates:invite': 'Invite {Candidates}',
};

/** An API key as an integrator sends it: `Authorization: Bearer sch_<id>_<secret>`. */
export const API_KEY_PREFIX = 'sch_';
export const API_KEY_PATTERN = /^sch_([0-9A-HJKMNP-TV-Z]{26})_([A-Za-z0-9_-]{43})$/;
