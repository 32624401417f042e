import { isAnyAdmin, type Actor } from '../actor.ts';
import { MSG } from '@scheduler/contracts/messages';
import {
  type candidateUploadTicket,
  MEETING_UPLOAD_COLUMNS,
  MEETING_UPLOAD_MAX_ROWS,
  MEETING_UPLOAD_MESSAGES,
  type meetingUploadTicketRequest,
  meetingUploadLayout,
  type newMeetingUpload,
  UPLOAD_FILE_TYPES,
  UPLOAD_MESSAGES,
  type uploadAnswer,
} from '@scheduler/contracts/schemas/upload';
import type * as z from 'zod';
import { DomainError, errors } from '../errors.ts';
import { FileReadError, type FileRow, formatOfName, headerMatches, readFileRows } from '../file/file-rows.ts';
import { badFile, discardUpload, readUploadedFile, uploadTicket } from '../file/uploaded-file.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import type { FileStore } from '../ports/file-store.ts';
import { MEETING_MSG } from './meeting-messages.ts';
import { createMeetingSaveService, type MeetingSaveDeps } from './meeting-save.ts';
import { meetingRow, rowMessage, rowShapeFits, type MeetingRowSetting } from './meeting-upload-rows.ts';

export type MeetingUploadDeps = MeetingSaveDeps & { files: FileStore };

type RowError = { row: number; message: string };

/** Meeting files wait here: tmp/ is one of the bucket's short-lived prefixes, so a file never named expires. */
const keyPrefix = (organisationId: string) => `tmp/meeting-uploads/${organisationId}/`;
const EXTENSIONS = [UPLOAD_FILE_TYPES.CSV.extension, UPLOAD_FILE_TYPES.Excel.extension];

/**
 * The rows of a meeting file, read whole before anything is written (at most MEETING_UPLOAD_MAX_ROWS): a wrong
 * header, a first row of another layout, an empty or too long file refuse the file and create nothing.
 */
async function rowsOf(bytes: Uint8Array, fileName: string, headerRow: boolean, columns: readonly string[], fits: (cells: string[]) => boolean) {
  const format = formatOfName(fileName);
  if (!format) throw new FileReadError(UPLOAD_MESSAGES.typeNotAllowed);
  const rows: FileRow[] = [];
  for await (const r of readFileRows(bytes, format)) {
    if (r.row === 1 && headerRow) {
      if (!headerMatches(r.cells, columns) || r.cells.length !== columns.length) throw new FileReadError(UPLOAD_MESSAGES.wrongColumns(columns));
      continue;
    }
    if (rows.length === 0 && !fits(r.cells)) throw new FileReadError(UPLOAD_MESSAGES.wrongColumns(columns));
    if (rows.length >= MEETING_UPLOAD_MAX_ROWS) throw new FileReadError(MEETING_UPLOAD_MESSAGES.tooManyRows);
    rows.push(r);
  }
  if (!rows.length) throw new FileReadError(MEETING_UPLOAD_MESSAGES.emptyFile);
  return rows;
}

/**
 * Meeting uploads (doc 2 §2 Upload dialogs, §5 Upload files, §7 new-meeting; DESIGN §3.15). The browser posts the
 * file to the store with a ticket; the upload call names it with the project. Every row becomes a meeting through the
 * meeting page's save (meeting-save.ts: the same form rules, the host and room held in the same transaction), one row
 * at a time in file order, so a row whose host is taken by another meeting (or an earlier row) is refused: a row is
 * created whole or reported once with its number and reason. The file is deleted once processed.
 */
export function createMeetingUploadService(deps: MeetingUploadDeps) {
  const { db, ids, files } = deps;
  const meetings = createMeetingSaveService(deps);

  /** The host a row's e-mail names: a person of the organisation (the save then checks they may run the step). */
  async function hostOf(organisationId: string, email: string): Promise<string | undefined> {
    if (!email) return undefined;
    const { data: users } = await db.user.query.byUsername({ username: email }).go();
    for (const u of users) {
      const { data: access } = await db.userOrgAccess.get({ organisationId, userId: u.userId }).go();
      if (access) return u.userId;
    }
    return undefined;
  }

  async function saveRow(actor: Actor, row: FileRow, setting: MeetingRowSetting): Promise<RowError | undefined> {
    const read = meetingRow(row.cells, setting);
    if ('error' in read) return { row: row.row, message: read.error };
    let input = read.input;
    if (read.email !== undefined) {
      const hostId = await hostOf(setting.organisationId, read.email);
      if (!hostId) return { row: row.row, message: rowMessage({ encryptedAssessorId: MEETING_MSG.notAvailable }, setting.layout) };
      input = { ...input, encryptedAssessorId: hostId };
    }
    try {
      await meetings.save(actor, input);
      return undefined;
    } catch (error) {
      if (!(error instanceof DomainError) || error.httpStatus >= 500) {
        deps.log?.error('meeting upload row failed', { row: row.row, error: error instanceof Error ? error.message : String(error) });
        return { row: row.row, message: UPLOAD_MESSAGES.uploadFailed };
      }
      const fields = error.fields && Object.keys(error.fields).length ? rowMessage(error.fields, setting.layout) : error.message;
      return { row: row.row, message: fields };
    }
  }

  return {
    /** upload/new-meeting-ticket: where to POST a meeting file (.csv or .xlsx) in the caller's organisation's folder. */
    async ticket(actor: Actor, input: z.output<typeof meetingUploadTicketRequest>): Promise<z.input<typeof candidateUploadTicket>> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      const type = formatOfName(input.fileName) === 'xlsx' ? UPLOAD_FILE_TYPES.Excel : UPLOAD_FILE_TYPES.CSV;
      return uploadTicket(files, keyPrefix(organisationId), ids.next(), input.fileName, type.contentType);
    },

    /**
     * upload/new-meeting: the meetings of one project of the caller's organisation from the file named. The layout
     * follows the project's step type and the caller (13 columns for assessments, 10 for an assessor, 12 otherwise);
     * an assessor's meetings are created Inactive, awaiting approval (the list then opens its Inactive tab).
     */
    async upload(actor: Actor, input: z.output<typeof newMeetingUpload>): Promise<z.input<typeof uploadAnswer>> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      try {
        const [{ data: project }, { data: org }] = await Promise.all([
          db.project.get({ organisationId, projectId: input.encryptedProjectId }).go(),
          db.organisation.get({ organisationId }).go(),
        ]);
        if (!project || !org) throw errors.notFound('Project');
        if (project.status !== 'ACTIVE') throw errors.validation(MSG.validationFailed, { encryptedProjectId: 'The project is not active.' });
        const bytes = await readUploadedFile(files, input.objectKey, keyPrefix(organisationId), EXTENSIONS);
        const layout = meetingUploadLayout(project.stepType, isAnyAdmin(actor));
        const setting: MeetingRowSetting = {
          layout,
          organisationId,
          projectId: project.projectId,
          timeZone: project.timeZone,
          instructions: project.instructions?.trim() || project.name,
          countryCode: org.countryCode,
        };
        const rows = await rowsOf(bytes, input.objectKey, input.fileHeaderRow === 'Y', MEETING_UPLOAD_COLUMNS[layout], (cells) =>
          rowShapeFits(cells, layout),
        );
        const failed: RowError[] = [];
        for (const row of rows) {
          const error = await saveRow(actor, row, setting);
          if (error) failed.push(error);
        }
        return { status: 'SUCCESS', successCount: rows.length - failed.length, errors: failed };
      } catch (error) {
        if (error instanceof FileReadError) throw badFile(error.message);
        throw error;
      } finally {
        if (input.objectKey.startsWith(keyPrefix(organisationId))) await discardUpload(files, input.objectKey, deps.log);
      }
    },
  };
}
