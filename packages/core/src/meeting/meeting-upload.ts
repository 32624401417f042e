import { isAnyAdmin, type Actor } from '../actor.ts';
import { MSG } from '@scheduler/contracts/messages';
import { type meetingUploadTicketRequest, meetingUploadLayout, type newMeetingUpload, type uploadAnswer } from '@scheduler/contracts/schemas/upload';
import type * as z from 'zod';
import { errors } from '../errors.ts';
import { csvOrExcelUploads } from '../file/csv-or-excel-upload.ts';
import { rowWrite } from '../file/row-processor.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import type { FileStore } from '../ports/file-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { MEETING_MSG } from './meeting-messages.ts';
import { createMeetingSaveService, type MeetingSaveDeps } from './meeting-save.ts';
import { type MeetingFileRow, meetingFileLayout, rowMessage, type MeetingRowSetting } from './meeting-upload-rows.ts';

export type MeetingUploadDeps = MeetingSaveDeps & { files: FileStore };

/** Meeting files wait here: tmp/ is one of the bucket's short-lived prefixes, so a file never named expires. */
const keyPrefix = (organisationId: string) => `tmp/meeting-uploads/${organisationId}/`;

/**
 * Meeting uploads (doc 2 §2 Upload dialogs, §5 Upload files, §7 new-meeting; DESIGN §3.15). The browser posts the
 * file to the store with a ticket; the upload call names it with the project. Every row becomes a meeting through the
 * meeting page's save (meeting-save.ts: the same form rules, the host and room held in the same transaction), one row
 * at a time in file order (file/row-processor.ts), so a row whose host is taken by another meeting (or an earlier row)
 * is refused: a row is created whole or reported once with its number and reason.
 */
export function createMeetingUploadService(deps: MeetingUploadDeps) {
  const meetings = createMeetingSaveService(deps);
  const projects = createProjectStore(deps.db);
  const organisations = createOrganisationStore(deps.db);
  const users = createUserStore(deps.db);
  const uploads = csvOrExcelUploads(deps, keyPrefix);

  /** The host a row's e-mail names: a person of the organisation (the save then checks they may run the step). */
  async function hostOf(organisationId: string, email: string): Promise<string | undefined> {
    if (!email) return undefined;
    const person = await users.personByUsername(email);
    return person && (await users.accessOf(organisationId, person.userId)) ? person.userId : undefined;
  }

  return {
    /** upload/new-meeting-ticket: where to POST a meeting file (.csv or .xlsx) in the caller's organisation's folder. */
    ticket: (actor: Actor, input: z.output<typeof meetingUploadTicketRequest>) => uploads.ticket(actor, input),

    /**
     * upload/new-meeting: the meetings of one project of the caller's organisation from the file named. The layout
     * follows the project's step type and the caller (13 columns for assessments, 10 for an assessor, 12 otherwise);
     * an assessor's meetings are created Inactive, awaiting approval (the list then opens its Inactive tab).
     */
    upload: (actor: Actor, input: z.output<typeof newMeetingUpload>): Promise<z.input<typeof uploadAnswer>> =>
      uploads.process<MeetingFileRow>(actor, input, async (organisationId) => {
        const [project, org] = await Promise.all([
          projects.projectOf(organisationId, input.encryptedProjectId),
          organisations.organisationOf(organisationId),
        ]);
        if (!project || !org) throw errors.notFound('Project');
        if (project.status !== 'ACTIVE') throw errors.validation(MSG.validationFailed, { encryptedProjectId: 'The project is not active.' });
        const setting: MeetingRowSetting = {
          layout: meetingUploadLayout(project.stepType, isAnyAdmin(actor)),
          organisationId,
          projectId: project.projectId,
          timeZone: project.timeZone,
          instructions: project.instructions?.trim() || project.name,
          countryCode: org.countryCode,
        };
        return {
          layout: meetingFileLayout(setting),
          async writeRow({ row, input: save, email }) {
            let input = save;
            if (email !== undefined) {
              const hostId = await hostOf(organisationId, email);
              if (!hostId) return { error: rowMessage({ encryptedAssessorId: MEETING_MSG.notAvailable }, setting.layout) };
              input = { ...input, encryptedAssessorId: hostId };
            }
            return rowWrite(
              () => meetings.save(actor, input),
              { row, kind: 'meeting', log: deps.log },
              (e) => (e.fields && Object.keys(e.fields).length ? rowMessage(e.fields, setting.layout) : e.message),
            );
          },
        };
      }),
  };
}
