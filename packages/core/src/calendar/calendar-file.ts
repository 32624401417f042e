import { labelText, type LabelSet, type TextLabelCode } from '@scheduler/contracts/labels';
import { buildCsv } from '../export/csv-export.ts';
import { displayAddress } from '../resource/display-address.ts';
import { formatDisplayDateTime } from '../time/index.ts';
import type { CalendarEntry, CalendarSource } from './calendar-entries.ts';
import { buildIcs, type IcsEvent } from './ics-writer.ts';

/** The UID of a meeting's calendar event: the same in every download and feed read, so readers update rather than duplicate. */
export const meetingUid = (meetingId: string) => `meeting-${meetingId}@scheduler`;

type Words = (code: TextLabelCode) => string;

/** Who runs a meeting, in the organisation's words: an invigilator for assessments, an assessor otherwise. */
const runnerLabel = (word: Words, stepType: string) => word(stepType === 'ASSESSMENT' ? 'INVIGILATOR' : 'ASSESSOR');

/** Where the meeting happens: the address of an onsite meeting, the join link of a remote one. */
export function placeOf(m: CalendarEntry['meeting']): string {
  if (m.deliveryMethod === 'ONSITE') return displayAddress(m.address);
  return m.assessorBookingLink || m.candidateBookingLink || m.openLink || '';
}

/** '{Interview} {Meeting} - {project}': the summary in the organisation's label words. */
const summaryOf = (word: Words, e: CalendarEntry) => [`${word(e.meeting.stepType)} ${word('MEETING')}`, e.projectName].filter(Boolean).join(' - ');

export interface FileOptions {
  /** Candidate names are written only where the reader signed in (downloads); a feed gives their count. */
  candidateNames: boolean;
}

function eventOf(word: Words, e: CalendarEntry, opts: FileOptions): IcsEvent {
  const m = e.meeting;
  const candidates = word('CANDIDATES');
  const place = placeOf(m);
  const description = [
    `${word(m.deliveryMethod)} ${word('MEETING')}`,
    e.assessorName ? `${runnerLabel(word, m.stepType)}: ${e.assessorName}` : '',
    opts.candidateNames
      ? e.candidateNames.length
        ? `${candidates}: ${e.candidateNames.join(', ')}`
        : ''
      : `${candidates} booked: ${e.candidateNames.length}`,
    m.deliveryMethod === 'REMOTE' && place ? `Join: ${place}` : '',
    m.instructions ?? '',
  ].filter(Boolean);
  return {
    uid: meetingUid(m.meetingId),
    sequence: m.sequence ?? 0,
    lastModified: new Date(m.updatedAt),
    start: new Date(m.start),
    end: new Date(m.end),
    timeZone: m.timeZone,
    summary: summaryOf(word, e),
    location: place,
    description: description.join('\n'),
  };
}

/** The calendar's name: '{organisation} {Meetings}'. */
const calendarName = (source: CalendarSource) => [source.organisationName, labelText(source.labels, 'MEETINGS')].filter(Boolean).join(' ');

/** The organisation's word for a label code, looked up once per file (labelText reads the labels anew on every call). */
function wordsOf(labels: LabelSet): Words {
  const known = new Map<TextLabelCode, string>();
  return (code) => {
    let word = known.get(code);
    if (word === undefined) known.set(code, (word = labelText(labels, code)));
    return word;
  };
}

/** The calendar's name and the events of the entries (a feed writes them per window of time, calendar-feed-windows.ts). */
export function icsEventsOf(source: CalendarSource, opts: FileOptions): { name: string; events: IcsEvent[] } {
  const word = wordsOf(source.labels);
  return { name: calendarName(source), events: source.entries.map((e) => eventOf(word, e, opts)) };
}

/** The ICS of the entries; `now` (when the file is made) is every event's DTSTAMP. */
export function icsOf(source: CalendarSource, opts: FileOptions & { now: Date; refreshSeconds?: number }): string {
  const { name, events } = icsEventsOf(source, opts);
  return buildIcs(events, { name, now: opts.now, refreshSeconds: opts.refreshSeconds });
}

/** The CSV export of the calendar: one row per meeting, times in the meeting's own zone, headers in the organisation's words. */
export function csvOf(source: CalendarSource): Buffer {
  const { labels } = source;
  const columns = [
    { key: 'start', label: 'Start' },
    { key: 'end', label: 'End' },
    { key: 'timeZone', label: 'Time Zone' },
    { key: 'type', label: 'Type' },
    { key: 'project', label: 'Project' },
    { key: 'assessor', label: `${labelText(labels, 'ASSESSOR')} / ${labelText(labels, 'INVIGILATOR')}` },
    { key: 'method', label: 'Method' },
    { key: 'location', label: 'Location' },
    { key: 'confirmed', label: `Confirmed ${labelText(labels, 'CANDIDATES')}` },
    { key: 'candidates', label: labelText(labels, 'CANDIDATES') },
  ];
  const rows = source.entries.map((e) => ({
    start: formatDisplayDateTime(new Date(e.meeting.start), e.meeting.timeZone, { zoneCode: true }),
    end: formatDisplayDateTime(new Date(e.meeting.end), e.meeting.timeZone, { zoneCode: true }),
    timeZone: e.meeting.timeZone,
    type: labelText(labels, e.meeting.stepType),
    project: e.projectName,
    assessor: e.assessorName,
    method: labelText(labels, e.meeting.deliveryMethod),
    location: placeOf(e.meeting),
    confirmed: e.candidateNames.length,
    candidates: e.candidateNames.join('; '),
  }));
  return buildCsv(columns, rows, 'UTC');
}
