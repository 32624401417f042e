import { stillCounted } from '../booking/booking-list.ts';
import type { Booking } from '../booking/booking-entity.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import type { Meeting } from '../meeting/meeting-entity.ts';
import type { Project } from '../project/project-entity.ts';
import type { PurgeCount } from './purge-run-entity.ts';

type Op = { eq(a: unknown, v: unknown): string };

/** A due record's date as it was read: its delete is conditioned on it, so a date extended meanwhile keeps the record. */
type Due = { purgeOn?: string };
const unchanged = (read: Due) => (attr: { purgeOn: unknown }, op: Op) => op.eq(attr.purgeOn, read.purgeOn);

/** A record's purge date patch is conditioned on it still being ready to purge. */
const ready = (attr: { readyToPurge: unknown }, op: Op) => op.eq(attr.readyToPurge, true);

/** The dashboard's running total of records purged of one kind in an organisation (a list counter). */
export const purgeCounter = (count: PurgeCount) => `purge#${count}`;

/** A due project's delete, conditioned on its purge date as read. */
export const projectPurgedWrite = (e: Pick<TransactionEntities, 'project'>, p: Project) =>
  e.project.delete({ organisationId: p.organisationId, projectId: p.projectId }).where(unchanged(p)).commit();

/**
 * A due meeting's delete, conditioned on its purge date as read, on its list tab (where its list counted it) and on
 * its version (updatedAt: every edit and seat write sets it), so the dashboard counters it leaves are the ones it was in.
 */
export const meetingPurgedWrite = (e: Pick<TransactionEntities, 'meeting'>, m: Meeting) =>
  e.meeting
    .delete({ organisationId: m.organisationId, meetingId: m.meetingId })
    .where((attr, op) => `${unchanged(m)(attr, op)} AND ${op.eq(attr.listTab, m.listTab)} AND ${op.eq(attr.updatedAt, m.updatedAt)}`)
    .commit();

/** A due booking's delete, conditioned on its purge date as read and on it still being where its lists counted it. */
export const bookingPurgedWrite = (e: Pick<TransactionEntities, 'booking'>, b: Booking) =>
  e.booking
    .delete({ organisationId: b.organisationId, bookingId: b.bookingId })
    .where((attr, op) => `${unchanged(b)(attr, op)} AND ${stillCounted(b)(attr, op)}`)
    .commit();

/** A meeting's new purge date (`set`), conditioned on it still being ready to purge. */
export const meetingPurgeDateWrite = (
  e: Pick<TransactionEntities, 'meeting'>,
  organisationId: string,
  meetingId: string,
  set: Record<string, unknown>,
) => e.meeting.patch({ organisationId, meetingId }).set(set).where(ready).commit();

/** A booking's new purge date (`set`), conditioned on it still being ready to purge. */
export const bookingPurgeDateWrite = (
  e: Pick<TransactionEntities, 'booking'>,
  organisationId: string,
  bookingId: string,
  set: Record<string, unknown>,
) => e.booking.patch({ organisationId, bookingId }).set(set).where(ready).commit();
