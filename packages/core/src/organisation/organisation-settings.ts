import {
  type IntegrationName,
  type IntegrationSettings,
  type StoredOrganisationConfig,
  storedOrganisationConfig,
} from '@scheduler/contracts/schemas/organisation';
import { formatSessionExpiryStamp } from '../time/time-formats.ts';

/** An organisation's configuration (doc 3 §3) as every reader of a setting sees it: read through the contracts schema. */
export type OrganisationSettings = StoredOrganisationConfig;

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_MINUTES_PRIOR = 5;
const DEFAULT_LOGOUT_MESSAGE = 'Your session is about to expire. Please save your work.';

/** The stored configuration, item by item through `organisationConfig`; an item that does not parse is absent. */
export const settingsOf = (config: unknown): OrganisationSettings => storedOrganisationConfig(config);

/** The settings of one integration of the configuration (doc 3 §3 Integration item), when configured. */
export const integrationOf = (config: unknown, name: IntegrationName): IntegrationSettings | undefined =>
  settingsOf(config).integrationConfig?.find((i) => i.name === name)?.config;

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
