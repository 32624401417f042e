import type { Db } from '../db.ts';

/** The assessor admins' grants to assessors (the assessorAccess entity). */
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

    /** Every assessor admin the assessor is granted to in the organisation. */
    async adminsGrantedOf(organisationId: string, assessorId: string) {
      // bounded: the admins one assessor is granted to, a few
      return (await db.assessorAccess.query.byAssessor({ organisationId, assessorId }).go({ pages: 'all' })).data;
    },
  };
}
