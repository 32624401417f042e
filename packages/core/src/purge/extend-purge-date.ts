import { MSG } from '@scheduler/contracts/messages';
import { PURGE_DATE_EXTENDED } from '@scheduler/contracts/schemas/purge';
import { isGridAdmin, type Actor } from '../actor.ts';
import { auditEntry } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { purgeToday } from './purge-dates.ts';
import { purgeIndexFields } from './purge-index.ts';

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
export function createExtendPurgeDateService(deps: DataDeps) {
  const { db, clock } = deps;

  async function organisationOf(actor: Actor, lookup: () => Promise<{ data: { organisationId: string }[] }>): Promise<string> {
    if (!isGridAdmin(actor)) return actor.organisationId;
    const found = (await lookup()).data[0];
    return found?.organisationId ?? actor.organisationId;
  }

  return {
    async meeting(actor: Actor, meetingId: string, date: string): Promise<string> {
      assertAfterToday(deps, date);
      const organisationId = await organisationOf(actor, () => db.meeting.query.byIdOnly({ meetingId }).go({ hydrate: true }));
      const { data: meeting } = await db.meeting.get({ organisationId, meetingId }).go();
      if (!meeting) throw errors.notFound('Meeting');
      if (!meeting.readyToPurge) throw notReady();
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'Meeting', refId: meetingId, organisationId },
        `Purge date changed: ${meeting.purgeDate ?? '(empty)'} → ${date}`,
      );
      const result = await db.service.transaction
        .write(({ meeting: meetings, auditLog }) => [
          meetings
            .patch({ organisationId, meetingId })
            .set({ purgeDate: date, ...purgeIndexFields(organisationId, date), updatedAt: clock.now().toISOString() })
            .where((attr, op) => op.eq(attr.readyToPurge, true))
            .commit(),
          auditLog.create(audit).commit(),
        ])
        .go();
      if (result.canceled) throw stale();
      return PURGE_DATE_EXTENDED;
    },

    async booking(actor: Actor, bookingId: string, date: string): Promise<string> {
      assertAfterToday(deps, date);
      const organisationId = await organisationOf(actor, () => db.booking.query.byIdOnly({ bookingId }).go({ hydrate: true }));
      const { data: booking } = await db.booking.get({ organisationId, bookingId }).go();
      if (!booking) throw errors.notFound('Booking');
      if (!booking.readyToPurge) throw notReady();
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'User', refId: booking.candidateId, organisationId },
        `Booking purge date changed: ${booking.purgeDate ?? '(empty)'} → ${date}`,
      );
      const result = await db.service.transaction
        .write(({ booking: bookings, auditLog }) => [
          bookings
            .patch({ organisationId, bookingId })
            .set({ purgeDate: date, ...purgeIndexFields(organisationId, date), updatedAt: clock.now().toISOString() })
            .where((attr, op) => op.eq(attr.readyToPurge, true))
            .commit(),
          auditLog.create(audit).commit(),
        ])
        .go();
      if (result.canceled) throw stale();
      return PURGE_DATE_EXTENDED;
    },
  };
}
