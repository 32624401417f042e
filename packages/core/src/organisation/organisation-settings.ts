import { formatSessionExpiryStamp } from '../time/time-formats.ts';

/** The organisation config items sign-in and the organisation switch read (doc 3 §3); stored as one JSON map. */
export interface OrganisationSettings {
  pageSizeManageMeeting?: number;
  pageSizeManageBooking?: number;
  /** maxSessionMinutes: how long a session may last from sign-in at most (12 hours when absent or longer). */
  sessionExpiryAlert?: { minutesPrior?: number; message?: string; maxSessionMinutes?: number };
  showMeetingUnavailableFlag?: boolean;
  switchColor?: string;
}

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_MINUTES_PRIOR = 5;
const DEFAULT_LOGOUT_MESSAGE = 'Your session is about to expire. Please save your work.';

export const settingsOf = (config: unknown): OrganisationSettings => (config && typeof config === 'object' ? (config as OrganisationSettings) : {});

/** The saved page sizes (doc 1 §9): index 0 for meetings, index 1 for the other lists. */
export const pageSizesOf = (s: OrganisationSettings): number[] => [
  s.pageSizeManageMeeting ?? DEFAULT_PAGE_SIZE,
  s.pageSizeManageBooking ?? DEFAULT_PAGE_SIZE,
];

/** The login and refresh answers' sessionExpiry: the organisation's alert settings and the session's end. */
export function sessionExpiryOf(s: OrganisationSettings, expires: Date) {
  return {
    minutesPrior: s.sessionExpiryAlert?.minutesPrior ?? DEFAULT_MINUTES_PRIOR,
    logOutMessage: s.sessionExpiryAlert?.message ?? DEFAULT_LOGOUT_MESSAGE,
    encodedRefreshTokenExpiry: formatSessionExpiryStamp(expires),
    expiresOn: expires.toISOString(),
  };
}
