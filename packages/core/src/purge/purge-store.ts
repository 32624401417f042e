import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import { isConditionFailure } from '../conditional-write.ts';
import type { Db } from '../db.ts';
import type { TransactionEntities } from '../lists/list-counters.ts';
import type { UserOrgAccess } from '../user/user-org-access-entity.ts';
import type { PurgeRun } from './purge-run-entity.ts';
import { purgeGroupStore } from './purge-store-groups.ts';
import { personPurgeStore } from './purge-store-people.ts';
import { purgeWindow } from './purge-window.ts';

/**
 * The purge's reads and writes (DESIGN §3.4): the only code that touches the purge run entity, the purge index
 * windows of the records it purges, and the writes that delete, sanitise or extend them (a group of purges in one
 * transaction: purge-store-groups.ts; the reads of a person's copies: purge-store-people.ts).
 */
export function createPurgeStore(db: Db) {
  return {
    /** The run record of a day, or null. */
    async purgeRunOf(organisationId: string, runDay: string): Promise<PurgeRun | null> {
      return (await db.purgeRun.get({ organisationId, runDay }).go()).data;
    },

    /** The organisation's run records, oldest first. */
    async purgeRunsOf(organisationId: string): Promise<PurgeRun[]> {
      // bounded: one record per day the purge ran in the organisation
      return (await db.purgeRun.query.byOrganisation({ organisationId }).go({ pages: 'all' })).data;
    },

    /** The day's run has started. */
    async purgeRunStartedWrite(organisationId: string, runDay: string, at: string): Promise<void> {
      await db.purgeRun.update({ organisationId, runDay }).set({ startedAt: at }).go();
    },

    /** The day's run has finished. */
    async purgeRunFinishedWrite(organisationId: string, runDay: string, at: string): Promise<void> {
      await db.purgeRun.update({ organisationId, runDay }).set({ finishedAt: at }).go();
    },

    /** The organisation's accesses due by `until`, a query read a page at a time. */
    accessPurgeWindow: (organisationId: string, until: string) => purgeWindow(db.userOrgAccess, organisationId, until),
    /** The organisation's bookings due by `until`, a query read a page at a time. */
    bookingPurgeWindow: (organisationId: string, until: string) => purgeWindow(db.booking, organisationId, until),
    /** The organisation's meetings due by `until`, a query read a page at a time. */
    meetingPurgeWindow: (organisationId: string, until: string) => purgeWindow(db.meeting, organisationId, until),
    /** The organisation's projects due by `until`, a query read a page at a time. */
    projectPurgeWindow: (organisationId: string, until: string) => purgeWindow(db.project, organisationId, until),

    /** Every access of the organisation due by `until`, of every user type. */
    async accessesDueBy(organisationId: string, until: string): Promise<UserOrgAccess[]> {
      // bounded: the organisation's people due within the day filter (the purge takes them out each day)
      return (await purgeWindow(db.userOrgAccess, organisationId, until).go({ hydrate: true, pages: 'all' })).data;
    },

    /** A record's new purge date (its patch) with its audit row, in one transaction; false when it was cancelled. */
    async purgeDateExtendedWrite(patch: (e: TransactionEntities) => unknown, audit: AuditLog): Promise<boolean> {
      const result = await db.service.transaction.write((e) => [patch(e), auditRowWrite(e, audit)] as never).go();
      return !result.canceled;
    },

    /** A live candidate's sanitise date moves to `mark`, unless it is already later (or the candidate is archived or sanitised). */
    async sanitiseDateMovedWrite(organisationId: string, candidateId: string, mark: Partial<UserOrgAccess> & { purgeOn: string }): Promise<void> {
      try {
        await db.userOrgAccess
          .patch({ organisationId, userId: candidateId })
          .set(mark)
          .where(
            (a, op) =>
              `${op.eq(a.userType, 'CANDIDATE')} AND ${op.eq(a.archived, false)} AND ${op.notExists(a.sanitisedOn)} AND (${op.notExists(a.purgeOn)} OR ${op.lt(a.purgeOn, mark.purgeOn)})`,
          )
          .go();
      } catch (e) {
        if (!isConditionFailure(e)) throw e;
      }
    },

    /** The sign-ins whose expiry has passed. */
    async expiredSignIns(now: string) {
      // bounded: the sign-ins expired since the sweep's last run (it runs every day)
      return (await db.session.query.live({}).lt({ expiresOn: now }).go({ pages: 'all' })).data;
    },

    /** A sign-in's row goes. */
    async forgetSignInWrite(sessionId: string): Promise<void> {
      await db.session.delete({ sessionId }).go();
    },

    ...purgeGroupStore(db),
    ...personPurgeStore(db),
  };
}
export type PurgeStore = ReturnType<typeof createPurgeStore>;
