import { type AuthorizationRow, adminsOfA } from './authorization-row.ts';
import { A, table } from './records-of-a.ts';

export const DEPARTMENT_ROWS: readonly AuthorizationRow[] = [
  // department
  { route: 'department.get', call: async (ctx) => ({ params: { id: await ctx.departmentA() } }), expect: adminsOfA },
  {
    route: 'department.save',
    call: async (ctx) => ({
      body: { encryptedId: await ctx.departmentA(), encryptedOrganisationId: A(ctx), name: 'Renamed department', description: 'Changed' },
    }),
    expect: adminsOfA,
  },
  { route: 'department.list', call: async (ctx) => ({ params: { organisationId: A(ctx) }, body: table }), expect: adminsOfA },
  { route: 'department.getSelectList', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: adminsOfA },
];
