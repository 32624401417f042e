import { SECRET } from '@scheduler/contracts/env';
import { createCalendarFeedService } from '@scheduler/core/calendar/calendar-feed';
import type { Deps } from '../deps.ts';

/** createCalendarFeedService bound to this Lambda's dependencies. */
export const calendarFeedService = (d: Deps) => createCalendarFeedService({ ...d, feedTokenSecret: () => d.secrets(SECRET.feedToken) });
