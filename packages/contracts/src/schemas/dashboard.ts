import * as z from 'zod';
import { looseAnswer } from './common.ts';

/** Dashboard user search payload (doc 2 §3): listType, dayCount, searchData (JSON text). */
export const dashboardUserSearch = z.object({
  listType: z.string().trim().min(1).max(50),
  dayCount: z.coerce.number().int().min(0).max(366).optional(),
  searchData: z.string().max(20_000).optional(),
});
/** message holds the counters as JSON. */
export const dashboardUserSearchAnswer = looseAnswer;
