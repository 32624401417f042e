import * as z from 'zod';
import { id, looseAnswer } from './common.ts';
import { USER_LIST_TYPES } from './user.ts';

/** The dashboard's user search message (doc 2 §5 Tables and search, §8 Dashboard). */
export const DASHBOARD_MESSAGES = {
  invalidTitle: 'INVALID VALUE',
  invalidMarkup: 'Invalid Markup found in Comments',
} as const;

/** The invitation expiry windows the user list filters by (user/getUserList expiryDays). */
export const DASHBOARD_DAY_COUNTS = [7, 15, 30] as const;

/**
 * searchData of the dashboard user search: the search box text (trimmed; markup answers 406) and the projects the
 * dashboard is filtered by. The Users counter counts what manage/user-list shows for the same search.
 */
export const dashboardUserSearchData = z.object({
  search: z.string().trim().max(100).default(''),
  encryptedProjectId: z.array(id).max(100).default([]),
});
export type DashboardUserSearchData = z.output<typeof dashboardUserSearchData>;

/**
 * Dashboard user search payload (doc 2 §3): listType (a user list tab), dayCount (with UNREGISTERED only: the
 * invitations expiring within 7, 15 or 30 days) and searchData (JSON text of dashboardUserSearchData).
 */
export const dashboardUserSearch = z
  .object({
    listType: z.string().trim().toUpperCase().pipe(z.enum(USER_LIST_TYPES)),
    dayCount: z.coerce.number().int().min(0).max(366).optional(),
    searchData: z.string().max(20_000).optional(),
  })
  .refine((b) => !b.dayCount || (b.listType === 'UNREGISTERED' && (DASHBOARD_DAY_COUNTS as readonly number[]).includes(b.dayCount)), {
    path: ['dayCount'],
    message: 'Day count is 7, 15 or 30, with the UNREGISTERED list only',
  });
/** The Users counter per user type and in total: message holds { CANDIDATE, ASSESSOR, INVIGILATOR, ORG_ADMIN, TOTAL } as JSON. */
export const dashboardUserSearchAnswer = looseAnswer;
