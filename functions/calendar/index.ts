import { calendarRoutes } from '@scheduler/contracts/routes/calendar';
import { createArea } from '../lib/create-area.ts';
import download from './download.ts';
import feed from './feed.ts';
import meetingDownload from './meeting-download.ts';
import projectDownload from './project-download.ts';

/** The calendar Lambda: downloads (ICS, CSV) and the ICS feed. */
export const { handler, implemented } = createArea('calendar', calendarRoutes, [projectDownload, meetingDownload, download, feed]);
