import type { LabelSet } from '@scheduler/contracts/labels';
import { MSG } from '@scheduler/contracts/messages';
import { isAnyAdmin, type Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { Sms } from '../ports/sms.ts';
import { createProjectStore } from '../project/project-store.ts';
import { purgeMarkOnArchive } from '../purge/retention.ts';
import { createResourceStore } from '../resource/resource-store.ts';
import { utcToZonedDateTime } from '../time/zoned-date-time.ts';
import { stepTypesServed } from '../user/access-types.ts';
import { createUserStore } from '../user/user-store.ts';
import { createMeetingAccess } from './meeting-access.ts';
import { draftMeeting, type MeetingSaveInput } from './meeting-draft.ts';
import { meetingHours } from './meeting-rules.ts';
import { dateTimeCombined } from './meeting-view.ts';
import { editRefusal, type EditAction } from './meeting-edit-check.ts';
import type { Meeting } from './meeting-entity.ts';
import { bookedIntoMeeting, failedToAdd, MEETING_MSG } from './meeting-messages.ts';
import { type MeetingFields, writeMeeting } from './meeting-write.ts';

/** What the meeting writes need: the table, time, ids, and the senders of the 'meeting changed' alert. */
export type MeetingSaveDeps = DataDeps & { mailer: Mailer; sms: Sms; log?: { error(message: string, data?: Record<string, unknown>): void } };

const NOT_STORED = ['organisationId', 'meetingId', 'candidatesConfirmed', 'createdAt', 'updatedAt', 'listTab', 'createdBy', 'purgeScope', 'purgeOn'];

/** The stored fields of a meeting as a save writes them again (keys, counters and stamps left out). */
export const fieldsOf = (m: Meeting): MeetingFields =>
  Object.fromEntries(Object.entries(m).filter(([k]) => !NOT_STORED.includes(k))) as MeetingFields;

/** The save payload that leaves a stored meeting as it is, at another start (calendar drag: the same rules as the page). */
function inputOf(m: Meeting, start: Date): MeetingSaveInput {
  const { date, time } = utcToZonedDateTime(start, m.timeZone);
  return {
    encryptedId: m.meetingId,
    formAction: 'edit',
    encryptedProjectId: m.projectId,
    active: m.active,
    show: m.show,
    surge: m.surge,
    startDateDisplay: date,
    startTimeDisplay: time,
    duration: meetingHours(m),
    encryptedTimezoneId: m.timeZone,
    deliveryMethod: m.deliveryMethod,
    addressDTO: m.address
      ? {
          encryptedId: m.addressId,
          label: m.address.label,
          addLine1: m.address.addLine1 ?? '',
          addLine2: m.address.addLine2,
          city: m.address.city ?? '',
          state: m.address.state ?? '',
          postCode: m.address.postCode ?? 0,
          countryCode: m.address.countryCode,
        }
      : undefined,
    encryptedAssessorId: m.assessorId,
    showAdmins: m.showAdmins ?? false,
    assessorBookingLink: m.assessorBookingLink,
    candidateBookingLink: m.candidateBookingLink,
    comments: m.comments,
    instructions: m.instructions ?? '',
    freezePeriodEdit: m.freezePeriodEdit,
    freezePeriodCancel: m.freezePeriodCancel,
    freezePeriodCompletion: m.freezePeriodCompletion,
    candidateMin: m.candidateMin,
    candidateMax: m.candidateMax,
    encryptedResourceIds: m.resourceIds ? [...m.resourceIds] : undefined,
    taskJson: m.taskJson?.map((t) => ({
      ...t,
      adminSelected: t.adminSelected ?? false,
      assessorSelected: t.assessorSelected ?? false,
      completedHours: t.completedHours ?? 0,
      completedTasks: t.completedTasks ?? 0,
    })),
  } as MeetingSaveInput;
}

/**
 * Meeting writes of the meeting page (doc 2 §4, §5, §7 save, archive) and the calendar drag: create, edit, duplicate,
 * reschedule and archive. Each is ONE transaction with the assessor and room holds, list counters, the audit row and
 * the field audit rows (meeting-write.ts). An edit of a meeting with booked candidates writes meeting.changed in
 * the same transaction: the notifier sends them the 'meeting changed' alert (meeting-changed-alert.ts).
 */
export function createMeetingSaveService(deps: MeetingSaveDeps) {
  const { db, clock, ids } = deps;
  const access = createMeetingAccess(db);
  const labels = createConfigLabelService(deps);
  const organisations = createOrganisationStore(db);
  const projects = createProjectStore(db);
  const users = createUserStore(db);
  const stores = { resources: createResourceStore(db), users };

  async function setting(organisationId: string, projectId: string) {
    const [org, project, labelSet] = await Promise.all([
      organisations.organisationOf(organisationId),
      projects.projectOf(organisationId, projectId),
      labels.forOrganisation(organisationId),
    ]);
    if (!org) throw errors.notFound('Organisation');
    if (!project) throw errors.notFound('Project');
    return { org, project, labels: labelSet };
  }

  function assertEditable(actor: Actor, meeting: Meeting, org: Parameters<typeof editRefusal>[2], action: EditAction, labelSet: LabelSet) {
    const refusal = editRefusal(actor, meeting, org, action, clock.now());
    if (!refusal) return;
    if (refusal.kind === 'bookings') throw errors.refused('meeting.has_bookings', bookedIntoMeeting(labelSet), 'ERROR');
    throw errors.refused('meeting.edit_not_allowed', refusal.message, 'ERROR');
  }

  /** An edit of `meetingId` by `actor` with the rules of the page, moving its holds in the same write. */
  async function edit(actor: Actor, meetingId: string, inputFor: (before: Meeting) => MeetingSaveInput, heading: string): Promise<string> {
    const written = await writeMeeting(deps, actor, async () => {
      const before = await access.reach(actor, meetingId, { consistent: true });
      const input = inputFor(before);
      if (input.encryptedProjectId !== before.projectId) {
        throw errors.validation(MSG.validationFailed, { encryptedProjectId: 'The project of a meeting cannot be changed.' });
      }
      const s = await setting(before.organisationId, before.projectId);
      assertEditable(actor, before, s.org, 'EDIT', s.labels);
      const after = await draftMeeting(input, {
        ...stores,
        actor,
        now: clock.now(),
        ...s,
        before,
        actsFor: (id) => access.actsFor(actor, before.organisationId, id),
      });
      return { organisationId: before.organisationId, meetingId, before, after, auditHeading: heading };
    });
    return meetingId;
  }

  async function create(actor: Actor, organisationId: string, input: MeetingSaveInput, heading: string, source?: Meeting): Promise<string> {
    const meetingId = ids.next();
    await writeMeeting(deps, actor, async () => {
      const s = await setting(organisationId, input.encryptedProjectId);
      if (s.project.status !== 'ACTIVE') {
        throw errors.validation(MSG.validationFailed, { encryptedProjectId: 'The project is not active.' });
      }
      // An assessor creates only in the projects of their list (project/getAssessorProjectList: the steps they serve).
      if (!isAnyAdmin(actor)) {
        const own = await users.accessOf(organisationId, actor.userId);
        if (!own || !stepTypesServed(own).includes(s.project.stepType)) {
          throw errors.refused('meeting.create_not_allowed', failedToAdd(s.labels), MEETING_MSG.notAllowed);
        }
      }
      const after = await draftMeeting(input, {
        ...stores,
        actor,
        now: clock.now(),
        ...s,
        source,
        actsFor: (id) => access.actsFor(actor, organisationId, id),
      });
      return { organisationId, meetingId, after, auditHeading: heading };
    });
    return meetingId;
  }

  return {
    /**
     * meeting/save: creates a meeting in a project of the caller's organisation (a grid admin's: the one named), edits
     * one (encryptedId), or duplicates one (formAction duplicate with encryptedId: a new meeting from the payload,
     * which carries the new start). Answers the meeting's id.
     */
    async save(actor: Actor, input: MeetingSaveInput): Promise<string> {
      if (input.encryptedId && input.formAction === 'duplicate') {
        const source = await access.reach(actor, input.encryptedId);
        return create(actor, source.organisationId, input, `{Meeting} created as a duplicate of ${dateTimeCombined(source)}.`, source);
      }
      if (input.encryptedId) return edit(actor, input.encryptedId, () => input, '{Meeting} updated.');
      return create(actor, scopedOrganisationId(actor, input.encryptedOrganisationId), input, '{Meeting} created.');
    },

    /**
     * Moves a meeting to a new start, keeping its length and everything else (the calendar drag): the same edit check
     * and form rules as the page, the assessor and room holds moved in the same write, the reason in the audit row,
     * and the booked candidates told. Answers the meeting's id.
     */
    reschedule(actor: Actor, meetingId: string, newStart: Date, reason?: string): Promise<string> {
      const why = reason?.trim() ? ` Reason: ${reason.trim()}` : '';
      return edit(actor, meetingId, (before) => inputOf(before, newStart), `{Meeting} rescheduled.${why}`);
    },

    /**
     * meeting/archive (Delete): after the delete check (no confirmed booking, not frozen), the meeting is archived with
     * its reason, its assessor and room holds released, and it is marked for purge by the organisation's retention,
     * with its audit rows, in one write.
     */
    async archive(actor: Actor, meetingId: string, reason?: string): Promise<void> {
      await writeMeeting(deps, actor, async () => {
        const before = await access.reach(actor, meetingId, { consistent: true });
        const s = await setting(before.organisationId, before.projectId);
        assertEditable(actor, before, s.org, 'DELETE', s.labels);
        const mark = purgeMarkOnArchive(before.organisationId, s.org.config, clock.now());
        const after: MeetingFields = {
          ...fieldsOf(before),
          archived: true,
          archivedReason: reason?.trim() || undefined,
          readyToPurge: true,
          purgeDate: mark.purgeDate,
        };
        const why = reason?.trim() ? ` Reason: ${reason.trim()}` : '';
        return {
          organisationId: before.organisationId,
          meetingId,
          before,
          after,
          auditHeading: `{Meeting} deleted (archived).${why}`,
          purge: mark,
        };
      });
    },
  };
}
export type MeetingSaveService = ReturnType<typeof createMeetingSaveService>;

/** The calendar drag's entry (functions/meeting/event-drag.ts): rescheduleMeeting with the page's edit rules. */
export const rescheduleMeeting = (deps: MeetingSaveDeps, actor: Actor, meetingId: string, newStart: Date, reason?: string) =>
  createMeetingSaveService(deps).reschedule(actor, meetingId, newStart, reason);
