import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Db } from '../db.ts';
import type { AssessorAccess } from './assessor-access-entity.ts';

type GrantKey = Pick<AssessorAccess, 'organisationId' | 'adminId' | 'assessorId'>;

/** The assessor admins' grants to assessors (the assessorAccess entity), each change with its audit rows. */
export function createGrantStore(db: Db) {
  return {
    /** The grant of `assessorId` to the assessor admin `adminId` in the organisation, or null. */
    async assessorGrantOf(organisationId: string, adminId: string, assessorId: string) {
      return (await db.assessorAccess.get({ organisationId, adminId, assessorId }).go()).data;
    },

    /** Every assessor granted to the assessor admin in the organisation. */
    async assessorsGrantedTo(organisationId: string, adminId: string) {
      // bounded: the assessors one admin is granted, a team's size
      return (await db.assessorAccess.query.byAdmin({ organisationId, adminId }).go({ pages: 'all' })).data;
    },

    /** A grant written (added, or its access types changed) with its audit rows. False when the transaction was cancelled. */
    async grantSavedWrite(grant: AssessorAccess, audits: readonly AuditLog[]): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [e.assessorAccess.put(grant).commit(), ...audits.map((a) => auditRowWrite(e, a))])
        .go();
      return !result.canceled;
    },

    /** A grant removed with its audit rows. False when the transaction was cancelled. */
    async grantRemovedWrite(key: GrantKey, audits: readonly AuditLog[]): Promise<boolean> {
      const result = await db.service.transaction
        .write((e) => [e.assessorAccess.delete(key).commit(), ...audits.map((a) => auditRowWrite(e, a))])
        .go();
      return !result.canceled;
    },

    /** Every assessor admin the assessor is granted to in the organisation. */
    async adminsGrantedOf(organisationId: string, assessorId: string) {
      // bounded: the admins one assessor is granted to, a few
      return (await db.assessorAccess.query.byAssessor({ organisationId, assessorId }).go({ pages: 'all' })).data;
    },
  };
}
