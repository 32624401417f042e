import { purgeRecords } from '../../purge/testing/purge-records.ts';
import { DENIED, type AuthorizationRow, adminsOfA } from './authorization-row.ts';
import { A, assessorOfA, table, meetingReadyToPurgeOfA } from './records-of-a.ts';

export const AUDIT_LOG_ROWS: readonly AuthorizationRow[] = [
  // audit-log: admins of the record's organisation (assessors only for meetings they own)
  {
    route: 'audit-log.getByRefId',
    variant: 'a person of A',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { refType: 'User', refId: target.userId }, body: table };
    },
    expect: adminsOfA,
  },
  {
    route: 'audit-log.getByRefId',
    variant: "A's department",
    call: async (ctx) => ({ params: { refType: 'Department', refId: await ctx.departmentA() }, body: table }),
    expect: adminsOfA,
  },
  {
    route: 'audit-log.getFieldAuditByRefId',
    variant: 'organisation A, every field',
    call: async (ctx) => ({ params: { refType: 'Organisation', refId: A(ctx), field: 'ALL' } }),
    expect: adminsOfA,
  },
  {
    route: 'audit-log.getFieldAuditByRefId',
    variant: "a meeting of A run by A's assessor",
    call: async (ctx) => ({ params: { refType: 'Meeting', refId: await meetingReadyToPurgeOfA(ctx), field: 'ALL' } }),
    // The meeting page's Field Audit Log is an admin action (doc 2 §2), even for the meeting's own assessor.
    expect: adminsOfA,
  },
  {
    route: 'audit-log.getFieldAuditByRefId',
    variant: 'a meeting of A run by another assessor',
    call: async (ctx) => {
      const records = purgeRecords(ctx.db, A(ctx));
      const other = await assessorOfA(ctx);
      return { params: { refType: 'Meeting', refId: await records.meeting(await records.project(), other.userId), field: 'ALL' } };
    },
    expect: { ...adminsOfA, assessor: DENIED, invigilator: DENIED },
  },
];
