import { type DomainEventToWrite, domainEventWrite } from '../domain-events/domain-event-writes.ts';
import type { AuditLog } from '../audit/audit-log-entity.ts';
import { feedVersionWrites } from '../calendar/calendar-feed-version-store.ts';
import { auditRowWrite, fieldAuditWrites } from '../audit/audit-store.ts';
import type { FieldAudit } from '../audit/field-audit-entity.ts';
import type { Booking } from '../booking/booking-entity.ts';
import { bookingMoveWrites } from '../booking/booking-store-moves.ts';
import { meetingFigureWrites } from '../dashboard/meeting-figure-counters.ts';
import type { Db } from '../db.ts';
import { errors } from '../errors.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import { holdWrites, type ResourceHold } from '../resource/resource-store-holds.ts';
import type { Meeting } from './meeting-entity.ts';
import { meetingCounterMoves, meetingCreate } from './meeting-list.ts';
import { MEETING_MSG } from './meeting-messages.ts';
import { assessorHoldWrites, type AssessorHold } from './meeting-store-assessor-hold.ts';
import type { MeetingFields } from './meeting-write.ts';

const MAX_TRANSACTION_ITEMS = 100;

type Reason = { code?: string };
/** A transaction's outcome: committed, or cancelled with DynamoDB's reason per item. */
export type WriteOutcome = { committed: true } | { committed: false; reasons: Reason[] };
const outcomeOf = (result: { canceled: boolean; data: unknown }): WriteOutcome =>
  result.canceled ? { committed: false, reasons: result.data as Reason[] } : { committed: true };

/** What one meeting save writes (meeting-write.ts plans it). */
export interface MeetingSaveWrite {
  organisationId: string;
  meetingId: string;
  /** The meeting as read (absent: a new meeting). The patch is conditioned on its updatedAt. */
  before?: Meeting;
  /** The fields set, and those cleared (an edit), by the save. */
  set: Partial<MeetingFields>;
  cleared: (keyof MeetingFields)[];
  /** The whole record after the save (its list place). */
  after: MeetingFields;
  purge?: { readyToPurge: boolean; purgeDate: string; purgeScope: string; purgeOn: string };
  createdBy: string;
  now: string;
  assessorHold: AssessorHold;
  resourceHold: ResourceHold;
  /** The confirmed bookings that move with the meeting's time and assessor. */
  booked: readonly Booking[];
  audit: AuditLog;
  fieldRows: readonly FieldAudit[];
  /** The domain events of the change (meeting.changed for booked candidates), written in the same transaction. */
  events?: readonly DomainEventToWrite[];
}

/** The meeting area's items of a booking's seat transaction (booking-store-seats.ts): the meeting's seat count and SEQUENCE. */
export const meetingSeatWrites = {
  /**
   * A seat taken: candidatesConfirmed + 1 on condition that the meeting is active, not archived, still at the start
   * read and not full; the calendar SEQUENCE + 1 in place. Answers the old item when it fails. `read` is the meeting as
   * read: the write is also conditioned on the seat filling the meeting exactly when it did as read (the last seat:
   * count = capacity − 1; any other: below it) and on what the dashboard's cells tell (step type, project, visibility,
   * method, state) being as read, so the dashboard counters it moves are the meeting's. None of these is changed by
   * another seat write, so a crowd booking one meeting does not contend on them.
   */
  taken(
    e: Pick<TransactionEntities, 'meeting'>,
    key: { organisationId: string; meetingId: string },
    start: string,
    now: string,
    read: Pick<Meeting, 'candidatesConfirmed' | 'candidateMax' | 'stepType' | 'projectId' | 'show' | 'deliveryMethod' | 'address'>,
    /** A seat held for a waitlisted candidate (waitlist/waitlist-writes.ts): candidatesHeld + 1 too. */
    held = false,
  ) {
    const last = read.candidateMax - 1;
    const state = read.address?.state;
    return e.meeting
      .patch(key)
      .add({ candidatesConfirmed: 1, sequence: 1, ...(held ? { candidatesHeld: 1 } : {}) })
      .set({ updatedAt: now })
      .where(
        (a, op) =>
          `${op.eq(a.active, true)} AND ${op.eq(a.archived, false)} AND ${op.eq(a.start, start)} AND ${op.name(a.candidatesConfirmed)} < ${op.name(a.candidateMax)} AND ${op.eq(a.candidateMax, read.candidateMax)} AND ${read.candidatesConfirmed + 1 >= read.candidateMax ? op.eq(a.candidatesConfirmed, last) : op.lt(a.candidatesConfirmed, last)} AND ${op.eq(a.stepType, read.stepType)} AND ${op.eq(a.projectId, read.projectId)} AND ${op.eq(a.show, read.show)} AND ${op.eq(a.deliveryMethod, read.deliveryMethod)} AND ${state === undefined ? op.notExists(a.address.state) : op.eq(a.address.state, state)}`,
      )
      .commit({ response: 'all_old' });
  },

  /**
   * A seat freed: candidatesConfirmed − 1 and SEQUENCE one above `sequence`, on condition that it is still `sequence`.
   * `held`: the seat was held for a waitlisted candidate (its hold released): candidatesHeld − 1 too.
   */
  freed(
    e: Pick<TransactionEntities, 'meeting'>,
    key: { organisationId: string; meetingId: string },
    sequence: number | undefined,
    now: string,
    held = false,
  ) {
    return e.meeting
      .patch(key)
      .subtract({ candidatesConfirmed: 1, ...(held ? { candidatesHeld: 1 } : {}) })
      .set({ updatedAt: now, sequence: (sequence ?? 0) + 1 })
      .where((a, op) => `${op.gt(a.candidatesConfirmed, 0)} AND ${sequence === undefined ? op.notExists(a.sequence) : op.eq(a.sequence, sequence)}`)
      .commit({ response: 'all_old' });
  },
};

/** The meeting writes of a save and of the internal completion, each ONE transaction. */
export function meetingSaveWrites(db: Db) {
  return {
    /**
     * Writes a meeting in ONE transaction with everything that must move with it: the assessor hold and the resource
     * holds (guards first), the meeting (created, or patched on condition that it is still the version read and not
     * archived), its list counters, its confirmed bookings' copies of its time and assessor (with their counters), its
     * audit row, its field-level audit rows and its domain events. More than a transaction holds is refused ('too many changes').
     */
    async saveMeetingWrite(w: MeetingSaveWrite): Promise<WriteOutcome> {
      const { organisationId, meetingId, before, set, cleared, now } = w;
      const result = await db.service.transaction
        .write((e) => {
          const items = [
            ...assessorHoldWrites(e, w.assessorHold),
            ...holdWrites(e, w.resourceHold),
            ...(before
              ? [
                  (() => {
                    // Every change raises the calendar SEQUENCE (RFC 5545 §3.8.7.4) by one, added in place: the seat
                    // writes raise it too (meetingSeatWrites), so it only ever rises whatever write came between.
                    const patch = e.meeting
                      .patch({ organisationId, meetingId })
                      .set({ ...set, ...w.purge, updatedAt: now })
                      .add({ sequence: 1 });
                    return (cleared.length ? patch.remove(cleared as never[]) : patch)
                      .where((a, op) => `${op.eq(a.updatedAt, before.updatedAt)} AND ${op.eq(a.archived, false)}`)
                      .commit();
                  })(),
                  ...meetingCounterMoves(e.listCounter, organisationId, before, w.after),
                  // The seat count is the one read: a seat taken or freed since changes updatedAt, which the patch is conditioned on.
                  ...meetingFigureWrites(e.listCounter, organisationId, [[before, { ...w.after, candidatesConfirmed: before.candidatesConfirmed }]]),
                ]
              : meetingCreate(e, {
                  ...(set as MeetingFields),
                  organisationId,
                  meetingId,
                  candidatesConfirmed: 0,
                  createdBy: w.createdBy,
                  createdAt: now,
                  updatedAt: now,
                })),
            ...bookingMoveWrites(e, organisationId, w.booked, { start: w.after.start, end: w.after.end, assessorId: w.after.assessorId }, now),
            auditRowWrite(e, w.audit),
            ...fieldAuditWrites(e, w.fieldRows),
            ...(w.events ?? []).map((event) => domainEventWrite(e, event)),
            // The calendar feeds of the organisation and of the assessor before and after show the change.
            ...feedVersionWrites(e, organisationId, [before, w.after], now),
          ];
          if (items.length > MAX_TRANSACTION_ITEMS) {
            throw errors.validation(MEETING_MSG.tooManyChanges, { encryptedResourceIds: MEETING_MSG.tooManyChanges });
          }
          return items;
        })
        .go();
      return outcomeOf(result);
    },

    /**
     * The internal completion: the meeting's tasks, actual hours and internal status, on condition that it is still
     * the version read and not archived, with its audit and field audit rows. Answers false when the condition failed.
     */
    async completeInternalWrite(
      m: Pick<Meeting, 'organisationId' | 'meetingId' | 'updatedAt' | 'assessorId' | 'start'>,
      change: Pick<Meeting, 'taskJson' | 'actualHours' | 'statusInternal'>,
      now: string,
      audit: AuditLog,
      fieldRows: readonly FieldAudit[],
    ): Promise<boolean> {
      const { organisationId, meetingId } = m;
      const result = await db.service.transaction
        .write((e) => [
          e.meeting
            .patch({ organisationId, meetingId })
            .set({ ...change, updatedAt: now })
            .where((a, op) => `${op.eq(a.updatedAt, m.updatedAt)} AND ${op.eq(a.archived, false)}`)
            .commit(),
          auditRowWrite(e, audit),
          ...fieldAuditWrites(e, fieldRows),
          ...feedVersionWrites(e, organisationId, [m], now),
        ])
        .go();
      return !result.canceled;
    },
  };
}
