import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Db } from '../db.ts';
import { type DomainEventToWrite, domainEventWrite } from '../domain-events/domain-event-writes.ts';
import type { Meeting } from './meeting-entity.ts';

/** What a check found of one meeting at one deadline. */
export interface UnderMinimumFinding {
  organisationId: string;
  meetingId: string;
  /** The meeting's start as read: the flag is written only while it is still there (the deadline follows it). */
  start: string;
  deadline: string;
  confirmed: number;
  minimum: number;
  checkedAt: string;
  /** Epoch seconds: when the check row may go (the table's TTL). */
  expiresAt: number;
}

/** The go/no-go's reads and writes (meeting-minimum.ts): the check rows and the meeting's underMinimum. */
export function createMeetingMinimumStore(db: Db) {
  return {
    /**
     * The assessments of the organisation starting in [from, to) (gsi1, the start index), whole (the index holds them
     * whole): the job's flat read of the meetings whose freeze deadline may have come.
     */
    async assessmentsStartingBetween(organisationId: string, from: string, to: string): Promise<Meeting[]> {
      // bounded: the organisation's meetings within the longest freeze period ahead (the job's window)
      const { data } = await db.meeting.query
        .byStart({ organisationId })
        .between({ start: from }, { start: to })
        .where((a, op) => `${op.eq(a.stepType, 'ASSESSMENT')} AND ${op.eq(a.archived, false)}`)
        .go({ pages: 'all' });
      return data;
    },

    /**
     * ONE transaction: the check row (only if none exists for this meeting and deadline), the meeting's underMinimum
     * (on condition that it is not archived and still starts when read) and the meeting.under-minimum event. False
     * when a condition failed: checked already, or the meeting changed meanwhile (the next run sees it as it is).
     */
    async flagUnderMinimumWrite(f: UnderMinimumFinding, event: DomainEventToWrite): Promise<boolean> {
      const { organisationId, meetingId } = f;
      const result = await db.service.transaction
        .write((e) => [
          e.meetingMinimumCheck
            .create({
              organisationId,
              meetingId,
              deadline: f.deadline,
              confirmed: f.confirmed,
              minimum: f.minimum,
              checkedAt: f.checkedAt,
              expiresAt: f.expiresAt,
            })
            .commit(),
          e.meeting
            .patch({ organisationId, meetingId })
            .set({ underMinimum: { confirmed: f.confirmed, minimum: f.minimum, deadline: f.deadline, checkedAt: f.checkedAt } })
            .where((a, op) => `${op.eq(a.archived, false)} AND ${op.eq(a.start, f.start)}`)
            .commit(),
          domainEventWrite(e, event),
        ])
        .go();
      return !result.canceled;
    },

    /**
     * The admin's KEEP on the meeting's underMinimum with its audit row, in one transaction, on condition that the
     * meeting is flagged and not archived. False when it is not (any more).
     */
    async keepWrite(key: { organisationId: string; meetingId: string }, decided: { by: string; at: string }, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [
          e.meeting
            .patch(key)
            .data((a, op) => {
              op.set(a.underMinimum.decision, 'KEEP');
              op.set(a.underMinimum.decidedBy, decided.by);
              op.set(a.underMinimum.decidedAt, decided.at);
            })
            .where((a, op) => `${op.exists(a.underMinimum)} AND ${op.eq(a.archived, false)}`)
            .commit(),
          auditRowWrite(e, audit),
        ])
        .go();
      return !result.canceled;
    },
  };
}
export type MeetingMinimumStore = ReturnType<typeof createMeetingMinimumStore>;
