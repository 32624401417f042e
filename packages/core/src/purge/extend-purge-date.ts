import { MSG } from '@scheduler/contracts/messages';
import { PURGE_DATE_EXTENDED } from '@scheduler/contracts/schemas/purge';
import { isGridAdmin, type Actor } from '../actor.ts';
import { auditEntry, type AuditRefType } from '../audit/audit-log.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { purgeToday } from './purge-dates.ts';
import { purgeIndexFields } from './purge-index.ts';
import { createPurgeStore } from './purge-store.ts';
import { bookingPurgeDateWrite, meetingPurgeDateWrite } from './purge-writes.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';

const notReady = () => errors.refused('purge.not_ready', MSG.notAllowed, 'NOT_ALLOWED');
const stale = () => errors.refused('purge.stale', 'This record was changed by someone else, please reload and try again.');

/** The date picked must be after today (doc 2 §5 Purge date: minimum the day after the current one). */
function assertAfterToday(deps: Pick<DataDeps, 'clock'>, date: string) {
  if (date <= purgeToday(deps.clock.now())) throw errors.validation(MSG.validationFailed, { date: 'The purge date must be after today.' });
}

/**
 * meeting/extendPurgeDate and user-booking/extendPurgeDate: a record ready to purge gets a later purge date, which
 * moves it in the purge index, with its audit row in the same transaction. The record is looked up in the caller's
 * organisation (a grid admin's by its id alone); another organisation's id is not found. The message is the spec's
 * 'Purging Date Extended'.
 */
/** A record the purge date of which may be extended: read in an organisation, patched in a transaction. */
interface Extendable<R extends { readyToPurge?: boolean; purgeDate?: string }> {
  label: string;
  /** The organisation of the record by its id alone (a grid admin's lookup). */
  lookup: () => Promise<{ organisationId: string } | undefined>;
  read: (organisationId: string) => Promise<R | null>;
  /** Where the audit row goes, and its words. */
  audit: (record: R) => { refType: AuditRefType; refId: string; text: string };
  /** The record's patch, conditioned on it still being ready to purge. */
  patch: (e: TransactionEntities, organisationId: string, set: Record<string, unknown>) => unknown;
}

/**
 * meeting/extendPurgeDate and user-booking/extendPurgeDate: a record ready to purge gets a later purge date, which
 * moves it in the purge index, with its audit row in the same transaction. The record is looked up in the caller's
 * organisation (a grid admin's by its id alone); another organisation's id is not found. The message is the spec's
 * 'Purging Date Extended'.
 */
export function createExtendPurgeDateService(deps: DataDeps) {
  const { db, clock } = deps;
  const store = createPurgeStore(db);
  const meetings = createMeetingStore(db);
  const bookings = createBookingStore(db);

  async function extend<R extends { readyToPurge?: boolean; purgeDate?: string }>(
    actor: Actor,
    date: string,
    target: Extendable<R>,
  ): Promise<string> {
    assertAfterToday(deps, date);
    const organisationId = isGridAdmin(actor) ? ((await target.lookup())?.organisationId ?? actor.organisationId) : actor.organisationId;
    const record = await target.read(organisationId);
    if (!record) throw errors.notFound(target.label);
    if (!record.readyToPurge) throw notReady();
    const { refType, refId, text } = target.audit(record);
    const audit = auditEntry(deps, actor, { refType, refId, organisationId }, text);
    const set = { purgeDate: date, ...purgeIndexFields(organisationId, date), updatedAt: clock.now().toISOString() };
    if (!(await store.purgeDateExtendedWrite((e) => target.patch(e, organisationId, set), audit))) throw stale();
    return PURGE_DATE_EXTENDED;
  }
  const changed = (what: string, before: string | undefined, date: string) => `${what} changed: ${before ?? '(empty)'} → ${date}`;

  return {
    meeting: (actor: Actor, meetingId: string, date: string) =>
      extend(actor, date, {
        label: 'Meeting',
        lookup: () => meetings.meetingById(meetingId),
        read: (organisationId) => meetings.meetingOf(organisationId, meetingId),
        audit: (m) => ({ refType: 'Meeting', refId: meetingId, text: changed('Purge date', m.purgeDate, date) }),
        patch: (e, organisationId, set) => meetingPurgeDateWrite(e, organisationId, meetingId, set),
      }),

    booking: (actor: Actor, bookingId: string, date: string) =>
      extend(actor, date, {
        label: 'Booking',
        lookup: () => bookings.bookingById(bookingId),
        read: (organisationId) => bookings.bookingOf(organisationId, bookingId),
        // The booking's audit rows are the candidate's (the booking page shows the person's log).
        audit: (b) => ({ refType: 'User', refId: b.candidateId, text: changed('Booking purge date', b.purgeDate, date) }),
        patch: (e, organisationId, set) => bookingPurgeDateWrite(e, organisationId, bookingId, set),
      }),
  };
}
