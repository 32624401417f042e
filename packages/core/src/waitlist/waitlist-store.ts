import type { StepType } from '@scheduler/contracts/roles';
import type { Db } from '../db.ts';
import type { WaitlistEntry } from './waitlist-entry-entity.ts';
import type { WaitlistHold } from './waitlist-hold-entity.ts';
import { HOLD_QUEUE } from './waitlist-hold-entity.ts';
import type { WaitlistStep } from './waitlist-step-entity.ts';
import { STEP_QUEUE } from './waitlist-step-entity.ts';
import { waitlistWrites } from './waitlist-writes.ts';

/** The waitlist's reads (DESIGN §3.4): entries, holds and the steps with a waitlist, each one Get or one Query; and its writes. */
export function createWaitlistStore(db: Db) {
  return {
    async entryOf(organisationId: string, bookingId: string, opts: { consistent?: boolean } = {}): Promise<WaitlistEntry | null> {
      return (await db.waitlistEntry.get({ organisationId, bookingId }).go({ consistent: opts.consistent })).data;
    },
    /** A project step's queue, in queue order (joined, or moved to the end after an expired hold). */
    async queueOf(organisationId: string, projectId: string, stepType: StepType): Promise<WaitlistEntry[]> {
      return (await db.waitlistEntry.query.byStep({ organisationId, projectId, stepType }).go({ pages: 'all' })).data;
    },
    /** Every entry of a project (both steps), for its page and its purge. */
    async entriesOfProject(organisationId: string, projectId: string): Promise<WaitlistEntry[]> {
      return (await db.waitlistEntry.query.byStep({ organisationId, projectId }).go({ pages: 'all' })).data;
    },
    async entriesOfCandidate(organisationId: string, candidateId: string): Promise<WaitlistEntry[]> {
      return (await db.waitlistEntry.query.byCandidate({ organisationId, candidateId }).go({ pages: 'all' })).data;
    },
    async holdOf(organisationId: string, holdId: string, opts: { consistent?: boolean } = {}): Promise<WaitlistHold | null> {
      return (await db.waitlistHold.get({ organisationId, holdId }).go({ consistent: opts.consistent })).data;
    },
    /** The holds whose time is up at `now`, earliest first (at most `limit`). */
    async holdsDue(now: string, limit: number): Promise<WaitlistHold[]> {
      return (await db.waitlistHold.query.byExpiry({ queue: HOLD_QUEUE }).lte({ holdUntil: now }).go({ limit })).data;
    },
    async holdsOfMeeting(organisationId: string, meetingId: string): Promise<WaitlistHold[]> {
      return (await db.waitlistHold.query.byMeeting({ organisationId, meetingId }).go({ pages: 'all' })).data;
    },
    /** The project steps with a waitlist (the sweep). */
    async waitlistedSteps(): Promise<WaitlistStep[]> {
      return (await db.waitlistStep.query.bySweep({ queue: STEP_QUEUE }).go({ pages: 'all' })).data;
    },
    ...waitlistWrites(db),
  };
}
export type WaitlistStore = ReturnType<typeof createWaitlistStore>;
