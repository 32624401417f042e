import { containsMarkup } from '@scheduler/contracts/markup';
import { MSG } from '@scheduler/contracts/messages';
import { meetingSave } from '@scheduler/contracts/schemas/meeting';
import {
  MEETING_UPLOAD_COLUMNS,
  MEETING_UPLOAD_MAX_ROWS,
  MEETING_UPLOAD_MESSAGES,
  type MeetingUploadLayout,
  UPLOAD_MESSAGES,
} from '@scheduler/contracts/schemas/upload';
import type { FileLayout } from '../file/file-layout.ts';
import { FileReadError } from '../file/file-rows.ts';
import type { MeetingSaveInput } from './meeting-draft.ts';

/** What every row of one file shares: the project and its zone and instructions, the organisation's country. */
export interface MeetingRowSetting {
  layout: MeetingUploadLayout;
  organisationId: string;
  projectId: string;
  timeZone: string;
  instructions: string;
  countryCode: 'AU' | 'NZ';
}

/** A row read: the save payload without its host, and the host's e-mail when the layout names one. */
export type MeetingFileRow = { input: MeetingSaveInput; email?: string };
/** A row read, or the one message of a row that does not read. */
export type MeetingRow = MeetingFileRow | { error: string };

/** The column each save field comes from, for a row's message (the form's field names are not the file's). */
const COLUMN_OF: Record<string, string> = {
  active: 'Active/Inactive',
  surge: 'Surge',
  startDateDisplay: 'Start Date',
  startTimeDisplay: 'Start Time',
  duration: 'Duration',
  deliveryMethod: 'Method',
  addressDTO: 'Address',
  'addressDTO.addLine1': 'Address Line 1',
  'addressDTO.addLine2': 'Address Line 2',
  'addressDTO.city': 'City',
  'addressDTO.state': 'State',
  'addressDTO.postCode': 'Post Code',
  candidateMin: 'Min Spots',
  candidateMax: 'Max Spots',
  encryptedAssessorId: 'Email',
  encryptedTimezoneId: 'Timezone (from the project)',
  instructions: 'Instructions (from the project)',
  encryptedProjectId: 'Project',
};

/** One message for a row from field messages: "Column: message; Column: message". */
export function rowMessage(fields: Record<string, string>, layout: MeetingUploadLayout): string {
  return Object.entries(fields)
    .map(([field, message]) => {
      const column = field === 'encryptedAssessorId' && layout === 'assessor' ? 'Assessor' : (COLUMN_OF[field] ?? field);
      return `${column}: ${message}`;
    })
    .join('; ');
}

/** The number a cell holds ('' is none), or NaN. */
const numberOf = (cell: string) => (cell.trim() === '' ? undefined : Number(cell.trim()));

/** Cells up to Method are needed in every row (a remote meeting leaves the address and the rest empty). */
const requiredCells = (layout: MeetingUploadLayout) => MEETING_UPLOAD_COLUMNS[layout].indexOf('Method') + 1;

/** True when a row's cell count cannot be the layout's: a row may end early (trailing empty cells), never run over. */
const rowShapeFits = (cells: readonly string[], layout: MeetingUploadLayout) =>
  cells.length >= requiredCells(layout) && cells.length <= MEETING_UPLOAD_COLUMNS[layout].length;

/**
 * A meeting file's row as the meeting form's payload (doc 2 §5 Upload files), checked by the form's own request
 * schema (meetingSave): the columns of the layout, markup refused in any cell, the method ONSITE or REMOTE, Active or
 * Inactive (an assessor's meetings always Inactive: they wait for approval), YES for surge. The project gives the
 * timezone and instructions the file does not carry. The service's rules (start window, host, holds) follow at save.
 */
export function meetingRow(rawCells: readonly string[], s: MeetingRowSetting): MeetingRow {
  const columns = MEETING_UPLOAD_COLUMNS[s.layout];
  if (!rowShapeFits(rawCells, s.layout)) return { error: MEETING_UPLOAD_MESSAGES.columns(columns.length, rawCells.length) };
  if (rawCells.some((c) => containsMarkup(c))) return { error: MSG.notAllowedContent };
  const cells = columns.map((_, i) => (rawCells[i] ?? '').trim());
  const cell = (name: string) => cells[(columns as readonly string[]).indexOf(name)] ?? '';

  const fields: Record<string, string> = {};
  let active = false;
  if (s.layout !== 'assessor') {
    const a = cell('Active/Inactive').toUpperCase();
    if (a === 'ACTIVE') active = true;
    else if (a !== 'INACTIVE') fields.active = MEETING_UPLOAD_MESSAGES.active;
  }
  const method = cell('Method').toUpperCase();
  if (method !== 'ONSITE' && method !== 'REMOTE') fields.deliveryMethod = MEETING_UPLOAD_MESSAGES.method;
  const duration = numberOf(cell('Duration'));
  if (Number.isNaN(duration)) fields.duration = MEETING_UPLOAD_MESSAGES.duration;
  let surge = false;
  if (s.layout !== 'assessment') {
    const v = cell('Surge').toUpperCase();
    if (v === 'YES') surge = true;
    else if (v !== '' && v !== 'NO') fields.surge = MEETING_UPLOAD_MESSAGES.surge;
  }
  const spots = s.layout === 'assessment' ? [numberOf(cell('Min Spots')), numberOf(cell('Max Spots'))] : [];
  if (spots.some((n) => Number.isNaN(n))) fields.candidateMin = MEETING_UPLOAD_MESSAGES.spots;
  if (Object.keys(fields).length) return { error: rowMessage(fields, s.layout) };

  const onsite = method === 'ONSITE';
  const parsed = meetingSave.safeParse({
    formAction: 'create',
    encryptedOrganisationId: s.organisationId,
    encryptedProjectId: s.projectId,
    active,
    show: true,
    surge,
    startDateDisplay: cell('Start Date'),
    startTimeDisplay: cell('Start Time'),
    ...(duration === undefined ? {} : { duration }),
    encryptedTimezoneId: s.timeZone,
    deliveryMethod: method,
    ...(onsite
      ? {
          addressDTO: {
            addLine1: cell('Address Line 1'),
            addLine2: cell('Address Line 2') || undefined,
            city: cell('City'),
            state: s.countryCode === 'AU' ? cell('State').toUpperCase() : cell('State'),
            postCode: cell('Post Code'),
            countryCode: s.countryCode,
          },
        }
      : {}),
    instructions: s.instructions,
    ...(s.layout === 'assessment' ? { stepType: 'ASSESSMENT', candidateMin: spots[0], candidateMax: spots[1] } : {}),
  });
  if (!parsed.success) {
    const issues: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.') || 'row';
      issues[path] ??= issue.message;
    }
    return { error: rowMessage(issues, s.layout) };
  }
  return s.layout === 'assessor' ? { input: parsed.data } : { input: parsed.data, email: cell('Email').toLowerCase() };
}

/**
 * A meeting file's layout (doc 2 §5): the columns of the step type and role in both formats, a header of exactly those
 * columns, a first row of another layout refusing the file, at most MEETING_UPLOAD_MAX_ROWS rows read whole before any
 * meeting is created; each row read by `meetingRow`.
 */
export function meetingFileLayout(s: MeetingRowSetting): FileLayout<MeetingFileRow> {
  const columns = MEETING_UPLOAD_COLUMNS[s.layout];
  return {
    columns: { csv: columns, xlsx: columns },
    headerExact: true,
    maxRows: { count: MEETING_UPLOAD_MAX_ROWS, message: MEETING_UPLOAD_MESSAGES.tooManyRows },
    emptyMessage: MEETING_UPLOAD_MESSAGES.emptyFile,
    read(cells, { first }) {
      if (first && !rowShapeFits(cells, s.layout)) throw new FileReadError(UPLOAD_MESSAGES.wrongColumns(columns));
      return meetingRow(cells, s);
    },
  };
}
