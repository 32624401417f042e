import { MAX_RESOURCE_HOLD_HOURS, RESOURCE_MSG } from '@scheduler/contracts/schemas/resource';
import type { Db } from '../db.ts';
import { errors } from '../errors.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import type { ResourceAllocation } from './resource-allocation-entity.ts';

/** A time slot in UTC ISO instants, end exclusive: a slot ending at 10:00 and one starting at 10:00 do not overlap. */
export interface Slot {
  start: string;
  end: string;
}

const HOUR_MS = 3_600_000;

/** The earliest start an allocation overlapping `slot` can have: the key range's lower bound. */
export const windowStartOf = (slot: Slot) => new Date(Date.parse(slot.start) - MAX_RESOURCE_HOLD_HOURS * HOUR_MS).toISOString();

/** True when an allocation overlaps the slot (the one rule for the availability list and the hold). */
export const overlaps = (a: Slot, slot: Slot) => a.start < slot.end && a.end > slot.start;

export interface HoldRequest {
  organisationId: string;
  meetingId: string;
  /** The meeting's slot (UTC instants). */
  slot: Slot;
  /** Every resource the meeting holds after the save: an empty list releases all it held. */
  resourceIds: readonly string[];
  /** ISO instant of the write. */
  now: string;
}

/** What a meeting save writes to hold its resources: plan it with planResourceHold, write it with holdWrites. */
export interface ResourceHold {
  organisationId: string;
  meetingId: string;
  slot: Slot;
  now: string;
  /** Resources newly held (or held at another time), with the allocation version read beside their free window. */
  take: { resourceId: string; version: number | undefined }[];
  /** Allocations the meeting held that it no longer holds as they were. */
  release: ResourceAllocation[];
}

/**
 * The hold's writes, to put in the meeting save's own transaction: for each resource taken its version move (the
 * guard) and its allocation; for each released allocation its delete. `guardCount` writes come first, so a cancelled
 * transaction's reasons at those positions say the resource was taken meanwhile (plan again: it then refuses).
 */
export function holdWrites({ resource, resourceAllocation }: Pick<TransactionEntities, 'resource' | 'resourceAllocation'>, hold: ResourceHold) {
  const { organisationId, meetingId, slot, now } = hold;
  const takenKeys = new Set(hold.take.map((t) => `${t.resourceId}|${slot.start}`));
  return [
    ...hold.take.map(({ resourceId, version }) =>
      resource
        .patch({ organisationId, resourceId })
        .set({ allocationVersion: (version ?? 0) + 1 })
        .where((a, op) =>
          version === undefined
            ? `${op.eq(a.status, 'ACTIVE')} AND ${op.notExists(a.allocationVersion)}`
            : `${op.eq(a.status, 'ACTIVE')} AND ${op.eq(a.allocationVersion, version)}`,
        )
        .commit(),
    ),
    ...hold.take.map(({ resourceId }) =>
      resourceAllocation.put({ organisationId, resourceId, meetingId, start: slot.start, end: slot.end, createdAt: now }).commit(),
    ),
    ...hold.release
      .filter((a) => !takenKeys.has(`${a.resourceId}|${a.start}`))
      .map((a) => resourceAllocation.delete({ organisationId, resourceId: a.resourceId, start: a.start, meetingId }).commit()),
  ];
}

/** How many writes of holdWrites guard a resource (they come first). */
export const guardCount = (hold: ResourceHold) => hold.take.length;

type Reason = { code?: string };

/** True when a cancelled transaction that began with holdWrites lost on a resource guard (taken or archived meanwhile). */
export const lostResourceGuard = (hold: ResourceHold, reasons: readonly Reason[], offset = 0) =>
  reasons.slice(offset, offset + guardCount(hold)).some((r) => r.code === 'ConditionalCheckFailed');

const MAX_ATTEMPTS = 5;

/** The resource hold reads of a meeting save, and a hold written on its own (its writes in a save are holdWrites). */
export function resourceHoldStore(db: Db) {
  /**
   * The allocations of one resource overlapping a slot: a key range of the resource's allocations by start (never the
   * resource's whole history), consistent, so a hold that committed before the version was read is seen.
   */
  async function allocationsOfResource(organisationId: string, resourceId: string, slot: Slot): Promise<ResourceAllocation[]> {
    // bounded: one resource's allocations starting within MAX_RESOURCE_HOLD_HOURS before the slot and its end
    const { data } = await db.resourceAllocation.query
      .byResource({ organisationId, resourceId })
      .between({ start: windowStartOf(slot) }, { start: slot.end })
      .go({ pages: 'all', consistent: true });
    return data.filter((a) => overlaps(a, slot));
  }

  /**
   * Plans a meeting's resource hold (doc 2 §5 "unavailable selected resources are dropped"; doc 3 §7 getAvailableResources).
   * For each resource taken: reads its allocation version, then its allocations in the slot's window (both consistent);
   * another meeting's overlapping allocation refuses the hold (422 resource.not_available). The write (holdWrites) moves
   * each taken resource's version under the condition that it is still the one read, in the same transaction as the
   * allocations and the meeting: two meetings that read the same free window cannot both commit, so no resource is
   * ever held twice at one time. An allocation the meeting keeps unchanged is not read or written again.
   */
  async function planResourceHold(req: HoldRequest): Promise<ResourceHold> {
    const { organisationId, meetingId, slot } = req;
    if (!(slot.end > slot.start) || Date.parse(slot.end) - Date.parse(slot.start) > MAX_RESOURCE_HOLD_HOURS * HOUR_MS) {
      throw errors.validation(`A resource is held for more than 0 and at most ${MAX_RESOURCE_HOLD_HOURS} hours.`, { duration: 'Invalid duration' });
    }
    const wanted = [...new Set(req.resourceIds)];
    // bounded: the allocations of one meeting, one per resource it held
    const { data: held } = await db.resourceAllocation.query.byMeeting({ organisationId, meetingId }).go({ pages: 'all' });
    const kept = (resourceId: string) => held.some((a) => a.resourceId === resourceId && a.start === slot.start && a.end === slot.end);

    const take = await Promise.all(
      wanted
        .filter((resourceId) => !kept(resourceId))
        .map(async (resourceId) => {
          const { data: resource } = await db.resource.get({ organisationId, resourceId }).go({ consistent: true });
          if (!resource) throw errors.notFound('Resource');
          if (resource.status !== 'ACTIVE') throw errors.refused('resource.deleted', RESOURCE_MSG.deleted);
          const others = (await allocationsOfResource(organisationId, resourceId, slot)).filter((a) => a.meetingId !== meetingId);
          if (others.length) throw errors.refused('resource.not_available', RESOURCE_MSG.notAvailable(resource.name));
          return { resourceId, version: resource.allocationVersion as number | undefined };
        }),
    );
    const release = held.filter((a) => !wanted.includes(a.resourceId) || !kept(a.resourceId));
    return { organisationId, meetingId, slot, now: req.now, take, release };
  }

  return {
    planResourceHold,

    /** The allocations of every resource of an organisation overlapping a slot: one key range of the organisation's allocations by start. */
    async allocationsOverlapping(organisationId: string, slot: Slot): Promise<ResourceAllocation[]> {
      // bounded: the organisation's allocations starting within MAX_RESOURCE_HOLD_HOURS before the slot and its end
      const { data } = await db.resourceAllocation.query
        .byOrganisationStart({ organisationId })
        .between({ start: windowStartOf(slot) }, { start: slot.end })
        .go({ pages: 'all' });
      return data.filter((a) => overlaps(a, slot));
    },

    /**
     * Holds a meeting's resources on their own (no other writes): plans, writes, and plans again when another hold won
     * the race or a transaction conflicted; the second plan sees the winner's allocation and refuses.
     */
    async holdResourcesWrite(req: HoldRequest): Promise<void> {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const hold = await planResourceHold(req);
        if (!hold.take.length && !hold.release.length) return;
        const result = await db.service.transaction.write((entities) => holdWrites(entities, hold)).go();
        if (!result.canceled) return;
        const reasons = result.data as Reason[];
        if (!lostResourceGuard(hold, reasons) && !reasons.some((r) => r.code === 'TransactionConflict')) {
          throw new Error(`holdResources: transaction cancelled for an unexpected reason: ${JSON.stringify(reasons.map((r) => r.code))}`);
        }
      }
      throw errors.refused('resource.not_available', RESOURCE_MSG.notAvailable('The resource'));
    },
  };
}
