import type { Db } from '@scheduler/core/db';
import { plusDays, purgeToday } from '@scheduler/core/purge/purge-dates';
import { type DueRecords, writeDueRecords } from '../lib/purge-due-records.ts';

/** A new organisation with `records` records that fell due yesterday (the purge bench's mix: lib/purge-due-records.ts). */
export const writeRecordsDueYesterday = (db: Db, records: number): Promise<DueRecords> =>
  writeDueRecords(db, records, { purgeDate: plusDays(purgeToday(new Date()), -1), stamp: '2024-01-01T00:00:00.000Z', as: 'Crash test purge' });

/** The records of the organisation still in the purge index (due and not purged yet), by kind. */
export async function stillDue(db: Db, organisationId: string) {
  const scope = { purgeScope: organisationId };
  const [bookings, meetings, projects, people] = await Promise.all([
    db.booking.query.byPurgeDate(scope).go({ pages: 'all' }),
    db.meeting.query.byPurgeDate(scope).go({ pages: 'all' }),
    db.project.query.byPurgeDate(scope).go({ pages: 'all' }),
    db.userOrgAccess.query.byPurgeDate(scope).go({ pages: 'all' }),
  ]);
  return bookings.data.length + meetings.data.length + projects.data.length + people.data.length;
}
