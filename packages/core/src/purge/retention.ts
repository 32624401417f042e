import { storedOrganisationConfig } from '@scheduler/contracts/schemas/organisation-config';
import type { Db } from '../db.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { plusDays, purgeToday } from './purge-dates.ts';
import { purgeIndexFields } from './purge-index.ts';
import { createPurgeStore } from './purge-store.ts';

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

/**
 * A candidate's sanitise date follows their latest booking: after a booking is confirmed, the candidate's access in
 * the organisation gets (or moves forward to) the day sanitiseAfterLastBookingDays after the booking's start. An
 * archived access keeps its purge date, a sanitised one is left alone, and a date already later stays. A separate,
 * idempotent write after the booking's transaction: a candidate without an access here (or a refusal) changes nothing.
 */
export async function moveSanitiseDate(db: Db, organisationId: string, candidateId: string, bookingStart: string) {
  const organisation = await createOrganisationStore(db).organisationOf(organisationId);
  const mark = sanitiseMarkAfterBooking(organisationId, organisation?.config, bookingStart);
  await createPurgeStore(db).sanitiseDateMovedWrite(organisationId, candidateId, mark);
}
