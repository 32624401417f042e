import { OK, type AuthorizationRow, adminsOfA } from './authorization-row.ts';
import { dayFromNow, A, table, projectOfA } from './records-of-a.ts';

export const PROJECT_ROWS: readonly AuthorizationRow[] = [
  // project: admins of the project's organisation; project/get also A's assessors (the meeting form)
  {
    route: 'project.save',
    call: async (ctx) => {
      const id = await projectOfA(ctx);
      return {
        body: {
          encryptedId: id,
          formAction: 'edit',
          encryptedOrganisationId: A(ctx),
          encryptedDepartmentId: await ctx.departmentA(),
          name: 'Renamed authorization project',
          stepType: 'INTERNAL',
          startDateDisplay: dayFromNow(2),
          startTimeDisplay: '09:00',
          endDateDisplay: dayFromNow(9),
          endTimeDisplay: '17:00',
          encryptedTimezoneId: 'Australia/Sydney',
          freezePeriodOnsite: 2,
          freezePeriodRemote: 2,
          freezePeriodEdit: 2,
          freezePeriodCompletion: 2,
        },
      };
    },
    expect: adminsOfA,
  },
  { route: 'project.archive', call: async (ctx) => ({ params: { id: await projectOfA(ctx) } }), expect: adminsOfA },
  { route: 'project.get', call: async (ctx) => ({ params: { id: await projectOfA(ctx) } }), expect: { ...adminsOfA, assessor: OK } },
  {
    route: 'project.getList',
    variant: "the caller's own organisation (B's admin sees only B's)",
    call: async () => ({ params: { listType: 'ACTIVE' }, body: table }),
    expect: { ...adminsOfA, adminB: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  { route: 'project.getSelectList', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: adminsOfA },
  {
    route: 'project.extendPurgeDate',
    variant: 'a project that is not ready to purge',
    call: async (ctx) => ({ params: { projectId: await projectOfA(ctx), date: dayFromNow(30) } }),
    expect: { ...adminsOfA, adminA: 422, grid: 422 },
  },
  {
    route: 'project.getAssessorProjectList',
    call: async () => ({}),
    expect: { none: 401, candidate: 403, assessor: OK, invigilator: 403, adminA: 403, adminB: 403, grid: 403 },
  },
];
