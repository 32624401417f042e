import { storedOrganisationConfig } from '@scheduler/contracts/schemas/organisation-config';
import { plusDays, purgeToday } from './purge-dates.ts';
import { purgeIndexFields } from './purge-index.ts';

/**
 * When a record becomes due (doc 3 §2.17), from the organisation's retention settings (organisation config
 * `retention`, read only through its schema): an archived project, meeting, booking or user is purged
 * purgeAfterArchiveDays after the day it is archived; a candidate is sanitised sanitiseAfterLastBookingDays after the
 * day of their last booking. The answer is what the archiving (or booking) write sets: the ready flag, the date, and
 * the purge index's keys (purge-index.ts), so the record shows in the purge list and the job finds it.
 */
export function purgeMarkOnArchive(organisationId: string, organisationConfig: unknown, now: Date) {
  const { purgeAfterArchiveDays } = storedOrganisationConfig(organisationConfig).retention;
  const purgeDate = plusDays(purgeToday(now), purgeAfterArchiveDays);
  return { readyToPurge: true, purgeDate, ...purgeIndexFields(organisationId, purgeDate) };
}

/** The sanitise date of a candidate whose last booking starts at `lastBookingStart` (UTC instant). */
export function sanitiseMarkAfterBooking(organisationId: string, organisationConfig: unknown, lastBookingStart: string) {
  const { sanitiseAfterLastBookingDays } = storedOrganisationConfig(organisationConfig).retention;
  const purgeDate = plusDays(purgeToday(new Date(lastBookingStart)), sanitiseAfterLastBookingDays);
  return { readyToPurge: true, purgeDate, ...purgeIndexFields(organisationId, purgeDate) };
}
