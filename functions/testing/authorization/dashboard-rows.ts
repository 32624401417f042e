import { type AuthorizationRow, adminsOfA } from './authorization-row.ts';
import { projectOfA } from './records-of-a.ts';

export const DASHBOARD_ROWS: readonly AuthorizationRow[] = [
  // dashboard: the Users counter of A's projects, for admins of A
  {
    route: 'dashboard.searchUsers',
    variant: 'filtered by a project of A',
    call: async (ctx) => ({ body: { listType: 'ALL', searchData: JSON.stringify({ search: 'a', encryptedProjectId: [await projectOfA(ctx)] }) } }),
    expect: adminsOfA,
  },
];
