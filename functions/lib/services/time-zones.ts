import { createTimeZoneListService } from '@scheduler/core/organisation/time-zone-list';
import type { Deps } from '../deps.ts';

/** createTimeZoneListService bound to this Lambda's dependencies. */
export const timeZonesService = (d: Deps) => createTimeZoneListService(d);
