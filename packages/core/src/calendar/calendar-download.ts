import type { calendarDownloadParams, calendarFileAnswer, meetingDownloadParams, projectDownloadParams } from '@scheduler/contracts/schemas/calendar';
import type * as z from 'zod';
import { isAnyAdmin, isGridAdmin, type Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { addCalendarDays, utcToZonedDateTime } from '../time/index.ts';
import { createCalendarEntries, type CalendarSource, type MeetingSelection } from './calendar-entries.ts';
import { csvOf, icsOf } from './calendar-file.ts';

type Answer = z.input<typeof calendarFileAnswer>;

/** The widest UTC offsets on Earth: a day of any zone lies within [00:00 at +14, 24:00 at -12] of its date. */
const EARLIEST_OFFSET_HOURS = 14;
const LATEST_OFFSET_HOURS = 12;
const HOUR = 3_600_000;

function answerOf(source: CalendarSource, exportType: 'ics' | 'csv', fileName: string, now: Date): Answer {
  const count = source.entries.length;
  // No meetings: the client shows 'Calendar file download aborted due to no active meetings' (doc 2 §8).
  if (count === 0) return { count, exportType };
  const file = exportType === 'ics' ? Buffer.from(icsOf(source, { candidateNames: true, now }), 'utf8') : csvOf(source);
  return { count, exportType, file: file.toString('base64'), fileName: `${fileName}.${exportType}` };
}

/** A name part for a download: letters, digits and dashes. */
const slug = (text: string) =>
  text
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'calendar';

/**
 * The calendar downloads (doc 2 §7 Calendar, §3 Export request): a project's, one meeting's, or the caller's
 * meetings in a date range, as ICS or CSV, answered as { count, exportType, file (base64), fileName }.
 * Every read is keyed by the caller's organisation; an admin covers the organisation, an assessor or invigilator
 * only the meetings they run. Archived and inactive meetings are not listed.
 */
export function createCalendarDownloadService(deps: DataDeps) {
  const { clock } = deps;
  const entries = createCalendarEntries(deps);
  const meetings = createMeetingStore(deps.db);
  const projects = createProjectStore(deps.db);

  return {
    /**
     * An admin's ICS of one project's meetings; another organisation's project is not found, except by a grid admin,
     * who reaches any organisation's project page (as project/get does).
     */
    async project(actor: Actor, params: z.output<typeof projectDownloadParams>): Promise<Answer> {
      const project = isGridAdmin(actor)
        ? await projects.projectById(params.projectId)
        : await projects.projectOf(actor.organisationId, params.projectId);
      if (!project) throw errors.notFound('Project');
      const source = await entries.read(project.organisationId, { kind: 'project', projectId: project.projectId });
      return answerOf(source, 'ics', `project_${slug(project.name)}`, clock.now());
    },

    /** The ICS of one meeting of the caller's organisation (an assessor's or invigilator's own). */
    async meeting(actor: Actor, params: z.output<typeof meetingDownloadParams>): Promise<Answer> {
      const organisationId = actor.organisationId;
      const meeting = await meetings.meetingOf(organisationId, params.meetingId);
      if (!meeting || (!isAnyAdmin(actor) && meeting.assessorId !== actor.userId)) throw errors.notFound('{Meeting}');
      const source = await entries.read(organisationId, { kind: 'meeting', meetingId: meeting.meetingId });
      return answerOf(source, 'ics', `meeting_${utcToZonedDateTime(new Date(meeting.start), meeting.timeZone).date}`, clock.now());
    },

    /**
     * The Export Calendar dialog: the meetings whose start falls, in the meeting's own zone, on a day from startDate
     * to endDate; with type CONFIRMED only those with a confirmed booking.
     */
    async range(actor: Actor, params: z.output<typeof calendarDownloadParams>): Promise<Answer> {
      const { startDate, endDate } = params;
      if (endDate < startDate)
        throw errors.validation('The end date is before the start date', { endDate: 'End date must not be before the start date' });
      const from = new Date(Date.parse(`${startDate}T00:00:00Z`) - EARLIEST_OFFSET_HOURS * HOUR).toISOString();
      const to = new Date(Date.parse(`${addCalendarDays(endDate, 1)}T00:00:00Z`) + LATEST_OFFSET_HOURS * HOUR).toISOString();
      const selection: MeetingSelection = isAnyAdmin(actor)
        ? { kind: 'organisation', from, to }
        : { kind: 'assessor', assessorId: actor.userId, from, to };
      const source = await entries.read(actor.organisationId, selection, { confirmedOnly: params.type === 'CONFIRMED' });
      const onDays = source.entries.filter((e) => {
        const day = utcToZonedDateTime(new Date(e.meeting.start), e.meeting.timeZone).date;
        return day >= startDate && day <= endDate;
      });
      return answerOf({ ...source, entries: onDays }, params.exportType, `calendar_${startDate}_${endDate}`, clock.now());
    },
  };
}
