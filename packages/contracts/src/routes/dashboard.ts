import { defineRoute } from '../route.ts';
import { dashboardUserSearch, dashboardUserSearchAnswer } from '../schemas/dashboard.ts';
import { ANY_ADMIN } from './access.ts';

export const dashboardRoutes = [
  defineRoute({
    area: 'dashboard',
    operation: 'searchUsers',
    method: 'POST',
    path: '/api/dashboard/searchUsers',
    access: ANY_ADMIN,
    spec: 'doc2 §3 User search payload, Dashboard user search (call not named)',
    summary: 'Dashboard Users counter for a user search (listType, dayCount, searchData).',
    body: dashboardUserSearch,
    bodyType: 'json',
    response: dashboardUserSearchAnswer,
  }),
] as const;
