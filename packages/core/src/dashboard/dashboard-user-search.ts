import { type dashboardUserSearch, dashboardUserSearchData } from '@scheduler/contracts/schemas/dashboard';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { parseSearchData } from '../lists/search-data.ts';
import { assertFilterIds } from '../meeting/meeting-list-ranges.ts';
import { createUserListService } from '../user/user-list.ts';

const COUNTED_TYPES = ['CANDIDATE', 'ASSESSOR', 'INVIGILATOR', 'ORG_ADMIN'] as const;
/** Deactivated is a tab of the staff who host meetings (user/getUserList lists it for assessors and invigilators). */
const DEACTIVATED_TYPES = ['ASSESSOR', 'INVIGILATOR'] as const;

export type DashboardUserCounts = Record<(typeof COUNTED_TYPES)[number] | 'TOTAL', number>;

/**
 * dashboard/searchUsers (doc 2 Dashboard "Users counter" and user search): per user type, how many users one user
 * list tab holds for the search box text and the dashboard's projects, counted by user/getUserList itself (a
 * one-row page: its total comes from the tab counters, or from the tab's index projection when searched or filtered),
 * so the counter and the pre-filtered manage/user-list it opens always agree. Always the caller's organisation: a
 * project of another organisation is not found.
 */
export function createDashboardUserSearchService(deps: DataDeps) {
  const users = createUserListService(deps);

  return {
    async search(actor: Actor, body: z.output<typeof dashboardUserSearch>): Promise<DashboardUserCounts> {
      const search = parseSearchData(dashboardUserSearchData, body.searchData);
      await assertFilterIds(deps.db, actor.organisationId, { projects: search.encryptedProjectId });
      const types = body.listType === 'DEACTIVATED' ? DEACTIVATED_TYPES : COUNTED_TYPES;
      const sizes = await Promise.all(
        types.map(async (userType) => {
          const searchData = JSON.stringify({
            listType: body.listType,
            userType,
            encryptedOrganisationId: actor.organisationId,
            ...(search.encryptedProjectId.length > 0 ? { encryptedProjectId: search.encryptedProjectId } : {}),
            ...(body.dayCount ? { expiryDays: body.dayCount } : {}),
          });
          const page = await users.list(actor, { filter: search.search, searchData, pageIndex: 0, pageSize: 1, sortColumn: '', sortDirection: '' });
          return [userType, 'size' in page ? page.size : 0] as const;
        }),
      );
      const out: DashboardUserCounts = { CANDIDATE: 0, ASSESSOR: 0, INVIGILATOR: 0, ORG_ADMIN: 0, TOTAL: 0 };
      for (const [type, n] of sizes) {
        out[type] = n;
        out.TOTAL += n;
      }
      return out;
    },
  };
}
