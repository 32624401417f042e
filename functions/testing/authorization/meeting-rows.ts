import { createMeetingMinimumStore } from '@scheduler/core/meeting/meeting-minimum-store';
import { ulid } from 'ulid';
import { meetingPageRecords } from '../../meeting/testing/meeting-page-world.ts';
import { OK, DENIED, type AuthorizationRow, adminsOfA } from './authorization-row.ts';
import { dayFromNow, A, table, projectOfA, meetingSaveOfA, meetingOfA, meetingReadyToPurgeOfA } from './records-of-a.ts';

export const MEETING_ROWS: readonly AuthorizationRow[] = [
  // meeting
  {
    route: 'meeting.extendPurgeDate',
    call: async (ctx) => ({ params: { meetingId: await meetingReadyToPurgeOfA(ctx), date: dayFromNow(30) } }),
    expect: adminsOfA,
  },
  // meeting page: admins of the meeting's organisation, and A's assessor on the meetings they run
  {
    route: 'meeting.save',
    variant: "a new meeting of A's assessor in a project of A",
    call: async (ctx) => ({ body: await meetingSaveOfA(ctx) }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.save',
    variant: "an edit of a meeting of A run by A's assessor",
    call: async (ctx) => {
      const { id, body } = await meetingOfA(ctx);
      return { body: { ...body, encryptedId: id, comments: 'Moved to the second floor' } };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.get',
    call: async (ctx) => ({ params: { id: (await meetingOfA(ctx)).id } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: DENIED, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.getMeetingInfo',
    call: async (ctx) => ({ params: { id: (await meetingOfA(ctx)).id } }),
    expect: { none: 401, candidate: DENIED, assessor: OK, invigilator: DENIED, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.isEditAllowed',
    call: async (ctx) => ({ params: { id: (await meetingOfA(ctx)).id, action: 'DELETE', flag: 'N' } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.archive',
    call: async (ctx) => ({ body: { encryptedId: (await meetingOfA(ctx)).id, comments: 'No longer needed' } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.eventDrag',
    variant: "a meeting of A run by A's assessor, dragged three weeks on",
    call: async (ctx) => {
      const { id } = await meetingOfA(ctx);
      const { data } = await ctx.db.meeting.get({ organisationId: A(ctx), meetingId: id }).go();
      const newStart = new Date(Date.parse(data!.start) + 21 * 86_400_000).toISOString();
      return { form: { encryptedId: id, newStartDateUTC: newStart, statusReason: 'Panel moved' } };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.saveInternalData',
    variant: "an internal meeting of A's assessor that has started",
    call: async (ctx) => {
      const project = await projectOfA(ctx);
      const id = await meetingPageRecords(ctx.db, A(ctx)).pastInternalMeeting(project, ctx.world.a.assessor.userId);
      return {
        body: {
          encryptedId: id,
          actualHours: 1,
          statusInternal: 'COMPLETED',
          taskJson: [{ name: 'EAP', assessorSelected: true, completedHours: 1, completedTasks: 1 }],
        },
      };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.getMeetingListByProject',
    call: async (ctx) => {
      const { body } = await meetingOfA(ctx);
      return { params: { projectId: String(body.encryptedProjectId), listType: 'active' }, body: table };
    },
    expect: adminsOfA,
  },
  {
    route: 'meeting.getMeetingListByResource',
    call: async (ctx) => ({ params: { resourceId: await ctx.resourceA() }, body: table }),
    expect: adminsOfA,
  },
  // meeting list: staff of A (assessors and invigilators see their own meetings), dashboard and bulk edit for admins of A
  {
    route: 'meeting.getMeetingList',
    variant: "A's active tab, naming A",
    call: async (ctx) => ({ params: { a: A(ctx), b: 'NA' }, body: { ...table, searchData: JSON.stringify({ listType: 'active' }) } }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.getMeetingList',
    variant: "the caller's own organisation (B's admin sees only B's)",
    call: async (ctx) => {
      await meetingOfA(ctx);
      return { params: { a: 'NA', b: 'NA' }, body: { ...table, searchData: JSON.stringify({ listType: 'active' }) } };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: OK, grid: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'meeting.getMeetingList',
    variant: 'filtered by a project of A',
    call: async (ctx) => {
      const { body } = await meetingOfA(ctx);
      const search = { listType: 'active', encryptedProjectId: [String(body.encryptedProjectId)] };
      return { params: { a: 'NA', b: 'NA' }, body: { ...table, searchData: JSON.stringify(search) } };
    },
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.getMeetingList',
    variant: "the calendar's month of A, naming A",
    call: async (ctx) => ({
      params: { a: A(ctx), b: 'dayGridMonth' },
      body: { ...table, pageSize: 0, searchData: JSON.stringify({ dateRange: `${dayFromNow(0)}~${dayFromNow(30)}` }) },
    }),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: OK, adminA: OK, adminB: DENIED, grid: OK },
  },
  {
    route: 'meeting.bulk-edit',
    call: async (ctx) => ({ body: { encryptedIds: [(await meetingOfA(ctx)).id], stepType: 'INTERVIEW', editSurge: true, surge: true } }),
    expect: adminsOfA,
  },
  {
    route: 'meeting.getDashboardMeetingData',
    variant: 'filtered by a project of A',
    call: async (ctx) => ({ body: { ...table, searchData: JSON.stringify({ encryptedProjectId: [await projectOfA(ctx)] }) } }),
    expect: adminsOfA,
  },
  {
    route: 'meeting.getQuarterDataMeeting',
    variant: 'counting a project of A',
    call: async (ctx) => ({ body: [await projectOfA(ctx)] }),
    expect: adminsOfA,
  },
  // go/no-go (issue 22): an assessment of A flagged under its minimum, decided by admins of A
  {
    route: 'meeting.under-minimum-decision',
    variant: 'keeping an assessment of A flagged under its minimum',
    call: async (ctx) => {
      const { id: meetingId } = await meetingOfA(ctx);
      const meeting = (await ctx.db.meeting.get({ organisationId: A(ctx), meetingId }).go({ consistent: true })).data!;
      const at = new Date().toISOString();
      const finding = { organisationId: A(ctx), meetingId, start: meeting.start, deadline: at, confirmed: 0, minimum: 2, checkedAt: at };
      const flagged = await createMeetingMinimumStore(ctx.db).flagUnderMinimumWrite(
        { ...finding, expiresAt: Math.floor(Date.parse(meeting.start) / 1000) + 86_400 },
        {
          eventId: ulid(),
          type: 'meeting.under-minimum',
          detail: { organisationId: A(ctx), occurredAt: at, meetingId, projectId: meeting.projectId, deadline: at, confirmed: 0, minimum: 2 },
        },
      );
      if (!flagged) throw new Error('the meeting of A could not be flagged under its minimum');
      return { body: { encryptedMeetingId: meetingId, decision: 'KEEP' } };
    },
    expect: adminsOfA,
  },
];
