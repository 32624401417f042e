import { fieldMessages, isValidApiDate } from '@scheduler/contracts/field-rules';
import { PURGE_DAY_FILTERS, PURGE_TYPES, PURGE_USER_TYPES, type PurgeType, type PurgeUserType } from '@scheduler/contracts/schemas/purge';

/** The purge list's tabs in order (doc 3 §2.17). */
export const PURGE_TABS = ['PROJECTS', 'MEETINGS', 'BOOKINGS', 'USERS'] as const;
export type PurgeTab = (typeof PURGE_TABS)[number];
export const isPurgeTab = (v: unknown): v is PurgeTab => (PURGE_TABS as readonly unknown[]).includes(v);

export { PURGE_DAY_FILTERS, PURGE_TYPES, PURGE_USER_TYPES };

/** The filters of the purge list, as the list remembers them (strings, like every remembered filter). */
export interface PurgeFilters {
  dayFilter: string;
  userType: PurgeUserType;
  purgeType: PurgeType;
}

/** Every tab starts at 30 days; the Users tab at candidates, all of them (doc 3 §4 Purge tabs, §9). */
export const DEFAULT_FILTERS: PurgeFilters = { dayFilter: '30', userType: 'candidate', purgeType: 'all' };

/** The remembered filters, each kept only when it is still one of its values. */
export function restoreFilters(saved: Record<string, string> | undefined): PurgeFilters {
  const pick = <T extends string>(v: string | undefined, values: readonly T[], fallback: T): T =>
    (values as readonly string[]).includes(v ?? '') ? (v as T) : fallback;
  return {
    dayFilter: pick(saved?.dayFilter, PURGE_DAY_FILTERS.map(String), DEFAULT_FILTERS.dayFilter),
    userType: pick(saved?.userType, PURGE_USER_TYPES, DEFAULT_FILTERS.userType),
    purgeType: pick(saved?.purgeType, PURGE_TYPES, DEFAULT_FILTERS.purgeType),
  };
}

/** The searchData a tab sends: the day filter; the Users tab adds the user type and, for candidates, the purge type. */
export function purgeSearchData(tab: PurgeTab, f: PurgeFilters): string {
  const dayFilter = Number(f.dayFilter);
  if (tab !== 'USERS') return JSON.stringify({ dayFilter });
  return JSON.stringify({ dayFilter, userType: f.userType, ...(f.userType === 'candidate' ? { purgeType: f.purgeType } : {}) });
}

/** yyyy-MM-dd of the day after `today` (yyyy-MM-dd). */
export const dayAfter = (today: string) => new Date(Date.parse(`${today}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

export const PURGE_MSG = {
  selectDate: 'Please select a date',
  notAfterToday: 'The purge date must be after today.',
} as const;

/** The purge date rule (doc 2 §5 Purge date): must be picked; at least the day after today. */
export function purgeDateError(date: string, tomorrow: string): string | null {
  if (!date) return PURGE_MSG.selectDate;
  if (!isValidApiDate(date)) return fieldMessages.invalidDate;
  if (date < tomorrow) return PURGE_MSG.notAfterToday;
  return null;
}
