import { calendarRecords } from '../../calendar/testing/calendar-records.ts';
import { hashToken, newToken } from '@scheduler/core/token-hash';
import { OK, DENIED, type RowContext, type AuthorizationRow, everyone, adminsOfA } from './authorization-row.ts';
import { daysFromNow, dayFromNow, A } from './records-of-a.ts';

/** A fresh active meeting of A run by A's assessor, in a project of its own. */
export async function calendarMeetingOfA(ctx: RowContext) {
  const records = calendarRecords(ctx.db, A(ctx));
  const projectId = await records.project('Calendar authorization project');
  const meetingId = await records.meeting(projectId, ctx.world.a.assessor.userId, { start: daysFromNow(5) });
  return { projectId, meetingId };
}

/** A revoked calendar feed token of A's admin (stored as its hash, as user/getCalFeedToken issues it). */
export async function revokedFeedTokenOfA(ctx: RowContext): Promise<string> {
  const token = newToken();
  const { organisationId, admin } = ctx.world.a;
  await ctx.db.userOrgAccess.patch({ organisationId, userId: admin.userId }).set({ calendarFeed: true }).go();
  await ctx.db.calendarFeedToken
    .create({ tokenHash: hashToken(token), organisationId, userId: admin.userId, revoked: true, createdAt: new Date().toISOString() })
    .go();
  return token;
}

export const CALENDAR_ROWS: readonly AuthorizationRow[] = [
  // calendar: downloads of the caller's organisation (an assessor's or invigilator's own meetings); the feed by its token
  {
    route: 'calendar.project/download',
    call: async (ctx) => ({ params: { projectId: (await calendarMeetingOfA(ctx)).projectId } }),
    expect: adminsOfA,
  },
  {
    route: 'calendar.meeting/download',
    variant: "a meeting of A run by A's assessor",
    call: async (ctx) => ({ params: { meetingId: (await calendarMeetingOfA(ctx)).meetingId } }),
    expect: { ...adminsOfA, assessor: OK, invigilator: DENIED },
  },
  {
    route: 'calendar.download',
    variant: "the caller's own organisation (B's admin gets only B's)",
    call: async (ctx) => {
      await calendarMeetingOfA(ctx);
      return { params: { exportType: 'ics', type: 'NA', startDate: dayFromNow(0), endDate: dayFromNow(10) } };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: OK, grid: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    // A live token answers text/calendar to anyone who holds it (calendar/calendar.integration.test.ts reads it).
    route: 'calendar.feed',
    variant: 'a revoked token',
    call: async (ctx) => ({ params: { token: await revokedFeedTokenOfA(ctx) } }),
    expect: everyone(404),
  },
];
