import type { Db } from '../db.ts';
import { batchGetInOrder } from '../lists/index-page.ts';
import type { Meeting } from './meeting-entity.ts';
import { assessorHoldReads } from './meeting-store-assessor-hold.ts';
import { meetingListReads } from './meeting-store-lists.ts';
import { meetingSaveWrites } from './meeting-store-save.ts';

/**
 * The meeting reads and writes (DESIGN §3.4): the only code that touches the meeting, assessor allocation and
 * assessor hold guard entities. Other areas' transactions carry meeting items built by meetingSeatWrites.
 */
export function createMeetingStore(db: Db) {
  return {
    /** A meeting of the organisation, or null. */
    async meetingOf(organisationId: string, meetingId: string, opts: { consistent?: boolean } = {}): Promise<Meeting | null> {
      return (await db.meeting.get({ organisationId, meetingId }).go(opts)).data;
    },

    /** A meeting of any organisation, found by id alone (a grid admin's reach), or undefined. */
    async meetingById(meetingId: string): Promise<Meeting | undefined> {
      return (await db.meeting.query.byIdOnly({ meetingId }).go({ hydrate: true })).data[0];
    },

    /** The organisation's meetings named, in the order named (missing ones left out). */
    meetingsOf(organisationId: string, meetingIds: readonly string[]): Promise<Meeting[]> {
      return batchGetInOrder(
        db.meeting,
        meetingIds.map((meetingId) => ({ organisationId, meetingId })),
        (m) => m.meetingId,
      );
    },

    /** The meetings of these keys (of any organisation), in the order given (missing ones left out). */
    meetingsByKeys(keys: readonly { organisationId: string; meetingId: string }[]): Promise<Meeting[]> {
      return batchGetInOrder(db.meeting, keys, (m) => m.meetingId);
    },

    /**
     * The project's meetings starting in [from, to] (the project's start index, gsi2), by start: the rules bound the
     * range (the project's end, its visible period), so this is one bounded query.
     */
    async projectMeetingsBetween(organisationId: string, projectId: string, from: string, to: string): Promise<Meeting[]> {
      // bounded: one project's meetings within the offer window the rules allow
      return (await db.meeting.query.byProject({ organisationId, projectId }).between({ start: from }, { start: to }).go({ pages: 'all' })).data;
    },

    /** Every meeting of a project (gsi2), by start. */
    async meetingsOfProject(organisationId: string, projectId: string): Promise<Meeting[]> {
      // bounded: one project's meetings (its calendar file lists them all)
      return (await db.meeting.query.byProject({ organisationId, projectId }).go({ pages: 'all' })).data;
    },

    /**
     * An assessor's meetings starting in [from, to) (gsi3), by start; no `to`: every later one. With `attributes`,
     * only those are read (a projection: fewer bytes from the table for a long range).
     */
    async meetingsOfAssessorFrom<K extends keyof Meeting = keyof Meeting>(
      organisationId: string,
      assessorId: string,
      from: string,
      to?: string,
      attributes?: readonly K[],
    ): Promise<Pick<Meeting, K>[]> {
      const q = db.meeting.query.byAssessor({ organisationId, assessorId });
      const range = to ? q.between({ start: from }, { start: to }) : q.gte({ start: from });
      // bounded: one person's meetings from `from` (a calendar range, or their feed from 30 days back)
      return (await range.go({ pages: 'all', ...(attributes ? { attributes } : {}) })).data as Pick<Meeting, K>[];
    },

    /**
     * The organisation's meetings starting in [from, to) (gsi1), by start; no `to`: every later one. With
     * `attributes`, only those are read.
     */
    async meetingsStartingFrom<K extends keyof Meeting = keyof Meeting>(
      organisationId: string,
      from: string,
      to?: string,
      attributes?: readonly K[],
    ): Promise<Pick<Meeting, K>[]> {
      const q = db.meeting.query.byStart({ organisationId });
      const range = to ? q.between({ start: from }, { start: to }) : q.gte({ start: from });
      // bounded: the organisation's meetings from `from` (a calendar export's days, or an admin's feed from 30 days back)
      return (await range.go({ pages: 'all', ...(attributes ? { attributes } : {}) })).data as Pick<Meeting, K>[];
    },

    ...meetingListReads(db),
    ...assessorHoldReads(db),
    ...meetingSaveWrites(db),
  };
}
export type MeetingStore = ReturnType<typeof createMeetingStore>;
