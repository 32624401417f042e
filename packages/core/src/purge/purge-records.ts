import { bookingBuckets, stillCounted } from '../booking/booking-list.ts';
import type { Booking } from '../booking/booking-entity.ts';
import type { DataDeps } from '../deps.ts';
import { counterMoves, type TransactionEntities } from '../lists/list-counters.ts';
import { meetingBuckets } from '../meeting/meeting-list.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import type { Project } from '../project/project-entity.ts';
import type { PurgeCount } from './purge-run-entity.ts';

/** The dashboard's running total of records purged of one kind in an organisation (a list counter). */
export const purgeCounter = (count: PurgeCount) => `purge#${count}`;

/** The writes that count one purged record: in the day's run record and in the organisation's running total. */
export function tally(entities: Pick<TransactionEntities, 'purgeRun' | 'listCounter'>, organisationId: string, runDay: string, count: PurgeCount) {
  return [
    entities.purgeRun
      .update({ organisationId, runDay })
      .add({ [count]: 1 })
      .commit(),
    entities.listCounter
      .update({ organisationId, list: purgeCounter(count) })
      .add({ count: 1 })
      .commit(),
  ];
}

/** A due record's date as it was read: its delete is conditioned on it, so a date extended meanwhile keeps the record. */
type Due = { purgeOn?: string };
const unchanged = (read: Due) => (attr: { purgeOn: unknown }, op: { eq(a: unknown, v: unknown): string }) => op.eq(attr.purgeOn, read.purgeOn);

/**
 * Deletes due projects, meetings and bookings, one transaction each: the record (on condition it is still due as
 * read and, for the listed kinds, still where its list counted it), its list counters, and its tally. A cancelled
 * transaction (extended, already purged by an earlier run) changes nothing and counts nothing: answers false.
 */
export function createRecordPurge({ db }: Pick<DataDeps, 'db'>, runDay: string) {
  const write = async (build: (e: TransactionEntities) => unknown[]) => !(await db.service.transaction.write(build as never).go()).canceled;

  return {
    project: (p: Project) =>
      write((e) => [
        e.project.delete({ organisationId: p.organisationId, projectId: p.projectId }).where(unchanged(p)).commit(),
        ...tally(e, p.organisationId, runDay, 'projects'),
      ]),

    meeting: (m: Meeting) => {
      const buckets = meetingBuckets(m);
      return write((e) => [
        e.meeting
          .delete({ organisationId: m.organisationId, meetingId: m.meetingId })
          .where((attr, op) => `${unchanged(m)(attr, op)} AND ${op.eq(attr.listTab, m.listTab)}`)
          .commit(),
        ...counterMoves(e.listCounter, m.organisationId, buckets.organisation, undefined),
        ...counterMoves(e.listCounter, m.organisationId, buckets.assessor, undefined),
        ...tally(e, m.organisationId, runDay, 'meetings'),
      ]);
    },

    booking: (b: Booking) => {
      const buckets = bookingBuckets(b);
      return write((e) => [
        e.booking
          .delete({ organisationId: b.organisationId, bookingId: b.bookingId })
          .where((attr, op) => `${unchanged(b)(attr, op)} AND ${stillCounted(b)(attr, op)}`)
          .commit(),
        ...[...buckets.organisation, ...buckets.assessor].flatMap((bucket) => counterMoves(e.listCounter, b.organisationId, bucket, undefined)),
        ...tally(e, b.organisationId, runDay, 'bookings'),
      ]);
    },
  };
}
