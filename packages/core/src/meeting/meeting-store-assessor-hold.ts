import type { Db } from '../db.ts';
import { errors } from '../errors.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import { overlaps, type Slot } from '../resource/resource-store-holds.ts';
import { MEETING_MSG } from './meeting-messages.ts';
import type { AssessorAllocation } from './assessor-allocation-entity.ts';

/** The longest meeting (contracts meetingSave duration max): how far back an overlapping allocation may start. */
export const MAX_MEETING_HOURS = 24;
const HOUR_MS = 3_600_000;

export interface AssessorHoldRequest {
  organisationId: string;
  meetingId: string;
  /** The person running the meeting after the save; undefined releases what the meeting held (archive). */
  assessorId: string | undefined;
  slot: Slot;
  now: string;
}

/** What a meeting save writes to hold its assessor: plan it with planAssessorHold, write it with assessorHoldWrites. */
export interface AssessorHold {
  organisationId: string;
  meetingId: string;
  slot: Slot;
  now: string;
  /** The assessor newly held (or held at another time), with the guard version read beside their free window. */
  take?: { assessorId: string; version: number | undefined };
  /** Allocations the meeting held that it no longer holds as they were. */
  release: AssessorAllocation[];
}

/** The assessor hold reads of a meeting save (its writes are assessorHoldWrites, in the save's transaction). */
export function assessorHoldReads(db: Db) {
  /** The allocations of an assessor overlapping a slot: a consistent key range of their allocations by start. */
  async function allocationsOfAssessor(organisationId: string, assessorId: string, slot: Slot): Promise<AssessorAllocation[]> {
    const from = new Date(Date.parse(slot.start) - MAX_MEETING_HOURS * HOUR_MS).toISOString();
    // bounded: the allocations of one assessor starting within MAX_MEETING_HOURS before the slot and its end
    const { data } = await db.assessorAllocation.query
      .byAssessor({ organisationId, assessorId })
      .between({ start: from }, { start: slot.end })
      .go({ pages: 'all', consistent: true });
    return data.filter((a) => overlaps(a, slot));
  }

  /**
   * The assessor's live meetings overlapping a slot, from the meetings by assessor (the index the availability list
   * reads): this also sees meetings written without a hold (seeded or older rows). It is a GSI, so it may lag a hold
   * just committed; the guard below, not this read, is what makes two holds exclusive.
   */
  async function meetingsOfAssessor(organisationId: string, assessorId: string, slot: Slot) {
    const from = new Date(Date.parse(slot.start) - MAX_MEETING_HOURS * HOUR_MS).toISOString();
    // bounded: one assessor's meetings starting within MAX_MEETING_HOURS before the slot and its end
    const { data } = await db.meeting.query
      .byAssessor({ organisationId, assessorId })
      .between({ start: from }, { start: slot.end })
      .go({ pages: 'all' });
    return data.filter((m) => !m.archived && overlaps(m, slot));
  }

  return {
    /**
     * Plans a meeting's assessor hold. How two saves are kept from taking one assessor at overlapping times, atomically:
     * DynamoDB cannot condition a write on "no item in this key range", so each assessor (per organisation, as the
     * availability list is) has a guard item whose `version` every hold moves. The plan reads the version first, then
     * the assessor's allocations overlapping the slot (both consistent reads of the primary key); another meeting's
     * overlap refuses at once ('NOT AVAILABLE'). The write (assessorHoldWrites) sets version + 1 on condition that it
     * is still the version read, in the meeting's own transaction with the allocation and the meeting. Of saves that
     * read the same free window only one can commit: the others' guard condition fails (or the transactions conflict),
     * and their next plan reads the winner's allocation, which was written before the version they now read, and
     * refuses. An allocation the meeting keeps unchanged is neither read again nor written.
     */
    async planAssessorHold(req: AssessorHoldRequest): Promise<AssessorHold> {
      const { organisationId, meetingId, slot, assessorId } = req;
      // bounded: the allocations of one meeting, one per assessor it held
      const { data: held } = await db.assessorAllocation.query.byMeeting({ organisationId, meetingId }).go({ pages: 'all' });
      const kept = held.find((a) => a.assessorId === assessorId && a.start === slot.start && a.end === slot.end);
      const release = held.filter((a) => a !== kept);
      if (!assessorId || kept) return { organisationId, meetingId, slot, now: req.now, release };
      const { data: guard } = await db.assessorHoldGuard.get({ organisationId, assessorId }).go({ consistent: true });
      const [allocated, meetings] = await Promise.all([
        allocationsOfAssessor(organisationId, assessorId, slot),
        meetingsOfAssessor(organisationId, assessorId, slot),
      ]);
      const others = [...allocated, ...meetings].filter((a) => a.meetingId !== meetingId);
      if (others.length) throw errors.refused('meeting.not_available', MEETING_MSG.notAvailable, MEETING_MSG.notAvailable);
      return { organisationId, meetingId, slot, now: req.now, take: { assessorId, version: guard?.version }, release };
    },
  };
}

/**
 * The hold's writes, to put in the meeting's transaction: the guard move first (so a cancelled transaction's first
 * reason says whether the assessor was taken meanwhile), the new allocation, and the delete of each released one.
 */
export function assessorHoldWrites(
  { assessorHoldGuard, assessorAllocation }: Pick<TransactionEntities, 'assessorHoldGuard' | 'assessorAllocation'>,
  hold: AssessorHold,
) {
  const { organisationId, meetingId, slot, now, take } = hold;
  const writes = [];
  if (take) {
    const { assessorId, version } = take;
    writes.push(
      version === undefined
        ? assessorHoldGuard.create({ organisationId, assessorId, version: 1, updatedAt: now }).commit()
        : assessorHoldGuard
            .patch({ organisationId, assessorId })
            .set({ version: version + 1, updatedAt: now })
            .where((a, op) => op.eq(a.version, version))
            .commit(),
      assessorAllocation.put({ organisationId, assessorId, meetingId, start: slot.start, end: slot.end, createdAt: now }).commit(),
    );
  }
  const taken = take ? `${take.assessorId}|${slot.start}` : undefined;
  for (const a of hold.release) {
    if (`${a.assessorId}|${a.start}` === taken) continue;
    writes.push(assessorAllocation.delete({ organisationId, assessorId: a.assessorId, start: a.start, meetingId }).commit());
  }
  return writes;
}

/** How many writes of assessorHoldWrites guard the assessor (they come first). */
export const assessorGuardCount = (hold: AssessorHold) => (hold.take ? 1 : 0);
