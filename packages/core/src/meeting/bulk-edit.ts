import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import { BULK_EDIT_AUDIT_PREFIX, MEETING_MESSAGES, type bulkEditRequest } from '@scheduler/contracts/schemas/meeting';
import type { StepType } from '@scheduler/contracts/roles';
import type * as z from 'zod';
import { isGridAdmin, type Actor } from '../actor.ts';
import { DomainError, errors } from '../errors.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { formatApiDate, formatApiTime, formatDisplayDateTime } from '../time/time-formats.ts';
import { isOfferedTimeZone } from '../time/time-zones.ts';
import type { Meeting } from './meeting-entity.ts';
import { editRefusal } from './meeting-edit-check.ts';
import { bookedIntoMeeting, MEETING_MSG } from './meeting-messages.ts';
import { meetingHours, meetingSlot } from './meeting-rules.ts';
import type { MeetingSaveDeps } from './meeting-save.ts';
import { writeMeeting, type MeetingFields } from './meeting-write.ts';
import type { Organisation } from '../organisation/organisation-entity.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { createMeetingStore } from './meeting-store.ts';

export type BulkEdit = z.output<typeof bulkEditRequest>;

/** How many people's meetings are written at once: each meeting is its own transaction (holds, counters, audit rows). */
export const BULK_EDIT_CONCURRENCY = 8;

/** The user types that may run a meeting of a step (doc 2 §5 assessor choice list). */
const RUNNERS: Record<StepType, readonly string[]> = {
  ASSESSMENT: ['INVIGILATOR', 'ORG_ADMIN'],
  INTERVIEW: ['ASSESSOR', 'ORG_ADMIN'],
  INTERNAL: ['ASSESSOR', 'ORG_ADMIN'],
};

const refuse = (message: string, field?: string) =>
  field ? errors.validation(message, { [field]: message }) : errors.refused('meeting.edit_not_allowed', message);

/**
 * The checks of the whole selection (doc 2 §5 "Bulk edit"), before anything is written: every meeting found in one
 * organisation, of the payload's step type, none archived; past meetings only for interviews and then without time,
 * timezone or location changes; options that belong to one step type only on it.
 */
export function selectionErrors(meetings: readonly Meeting[], edit: BulkEdit, labels: LabelSet, now: Date): DomainError | undefined {
  if (new Set(meetings.map((m) => m.organisationId)).size > 1) return refuse(MEETING_MESSAGES.mixedOrganisations);
  if (meetings.some((m) => m.stepType !== edit.stepType)) return refuse(MEETING_MESSAGES.mixedTypes(labelText(labels, 'MEETING')));
  if (meetings.some((m) => m.archived)) return refuse(MEETING_MSG.archived);
  const past = meetings.some((m) => Date.parse(m.start) < now.getTime());
  if (past && edit.stepType !== 'INTERVIEW') return refuse(MEETING_MESSAGES.pastNotInterview(labelText(labels, 'INTERVIEW')));
  if (past && (edit.editStartTime || edit.editTimezone || edit.editDisplayAddress)) return refuse(MEETING_MESSAGES.pastNoTimeOrPlace);
  if (edit.editSurge && edit.stepType !== 'INTERVIEW') return refuse(MEETING_MSG.notAllowed, 'surge');
  if (edit.editInternalTaskJson && edit.stepType !== 'INTERNAL') return refuse(MEETING_MSG.notInternal, 'taskJson');
  if (edit.editTimezone && !isOfferedTimeZone(edit.encryptedTZId ?? '')) return refuse(MEETING_MSG.zone, 'encryptedTZId');
  return undefined;
}

/** The admin's task choices laid over a meeting's tasks: what the assessor recorded for a kept task stays. */
function mergedTasks(current: Meeting['taskJson'], chosen: NonNullable<BulkEdit['taskJson']>): Meeting['taskJson'] {
  const byName = new Map((current ?? []).map((t) => [t.name, t]));
  return chosen.map((t) => ({ ...byName.get(t.name), name: t.name, adminSelected: t.adminSelected, adminComments: t.adminComments }));
}

/** A meeting's fields after the edit (the single save's rules on the fields a bulk edit changes). */
export function editedFields(m: Meeting, edit: BulkEdit): MeetingFields {
  const { organisationId: _o, meetingId: _m, candidatesConfirmed: _c, createdAt: _ca, updatedAt: _u, listTab: _l, createdBy: _cb, ...fields } = m;
  const after: MeetingFields = { ...fields };
  if (edit.editAssessor && edit.assessor) after.assessorId = edit.assessor;
  if (edit.editActive && edit.active !== undefined) after.active = edit.active;
  if (edit.editShow && edit.show !== undefined) after.show = edit.show;
  if (edit.editSurge && edit.surge !== undefined) after.surge = edit.surge;
  if (edit.editStartTime || edit.editTimezone) {
    const zone = edit.editTimezone && edit.encryptedTZId ? edit.encryptedTZId : m.timeZone;
    const start = new Date(m.start);
    const time = edit.editStartTime && edit.startTime ? edit.startTime : formatApiTime(start, m.timeZone);
    const slot = meetingSlot(formatApiDate(start, m.timeZone), time, zone, meetingHours(m));
    Object.assign(after, { timeZone: zone, start: slot.start, end: slot.end });
  }
  if (edit.editDisplayAddress && edit.deliveryMethod) {
    after.deliveryMethod = edit.deliveryMethod;
    const a = edit.addressDTO;
    after.address =
      edit.deliveryMethod === 'ONSITE' && a
        ? {
            label: a.label,
            addLine1: a.addLine1,
            addLine2: a.addLine2,
            city: a.city,
            state: a.state,
            postCode: a.postCode,
            countryCode: a.countryCode,
          }
        : undefined;
    after.addressId = edit.deliveryMethod === 'ONSITE' ? a?.encryptedId : undefined;
  }
  if (edit.editInternalTaskJson && edit.taskJson) after.taskJson = mergedTasks(m.taskJson, edit.taskJson);
  return after;
}

/**
 * The single save's rules for one meeting of the selection: the edit-allowed check (meeting-edit-check.ts; a past
 * interview's time check is the bulk edit's own rule, checked for the whole selection), and no Inactive or Hidden with
 * confirmed bookings.
 */
export function meetingEditError(
  actor: Actor,
  m: Meeting,
  after: MeetingFields,
  org: Pick<Organisation, 'config'>,
  now: Date,
  labels: LabelSet,
): string | undefined {
  const past = Date.parse(m.start) < now.getTime();
  const refusal = editRefusal(actor, m, org, 'EDIT', now);
  if (refusal && !(refusal.kind === 'time' && past && m.stepType === 'INTERVIEW')) {
    return refusal.kind === 'bookings' ? bookedIntoMeeting(labels) : refusal.message;
  }
  const hides = (m.active && !after.active) || (m.show && !after.show);
  if (m.stepType !== 'INTERNAL' && hides && m.candidatesConfirmed > 0) return MEETING_MSG.inactiveWithBookings;
  return undefined;
}

/** Runs `work` over `items`, `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * meeting/bulk-edit (doc 2 §5 "Bulk edit", §9): the selection is checked whole, then each meeting is written as a
 * single save writes it (writeMeeting: assessor and room holds, list counters, audit rows with the BULK_EDIT~ prefix)
 * in its own transaction, one person's meetings in turn and BULK_EDIT_CONCURRENCY people at a time. A meeting a rule
 * refuses (confirmed bookings, an assessor or room taken) is left as it was and named in the message; successCount
 * counts the meetings written.
 */
export function createBulkEditService(deps: MeetingSaveDeps) {
  const labels = createConfigLabelService(deps);
  const meetingStore = createMeetingStore(deps.db);
  const organisations = createOrganisationStore(deps.db);
  const users = createUserStore(deps.db);

  /** The selected meetings: in the caller's organisation (a grid admin's found by id alone); an id not found is 404. */
  async function selection(actor: Actor, ids: readonly string[]): Promise<Meeting[]> {
    const unique = [...new Set(ids)];
    let keys = unique.map((meetingId) => ({ organisationId: actor.organisationId, meetingId }));
    if (isGridAdmin(actor)) {
      const found = await Promise.all(unique.map((meetingId) => meetingStore.meetingById(meetingId)));
      if (found.some((m) => !m)) throw errors.notFound('{Meeting}');
      keys = found.map((m) => ({ organisationId: m!.organisationId, meetingId: m!.meetingId }));
    }
    const meetings = await meetingStore.meetingsByKeys(keys);
    if (meetings.length !== unique.length) throw errors.notFound('{Meeting}');
    return meetings;
  }

  /** The new assessor holds an active access of the organisation and runs this step type. */
  async function assertRunner(organisationId: string, assessorId: string, stepType: StepType) {
    const data = await users.accessOf(organisationId, assessorId);
    if (!data || !data.active || data.archived || !RUNNERS[stepType].includes(data.userType)) {
      throw errors.validation(MEETING_MSG.notAvailable, { assessor: MEETING_MSG.notAvailable });
    }
  }

  async function fresh(m: Meeting): Promise<Meeting> {
    const data = await meetingStore.meetingOf(m.organisationId, m.meetingId, { consistent: true });
    if (!data) throw errors.notFound('{Meeting}');
    if (data.archived) throw errors.refused('meeting.edit_not_allowed', MEETING_MSG.archived);
    return data;
  }

  return {
    /** Checks the selection, then writes each meeting; the answer's successCount counts those written. */
    async edit(actor: Actor, edit: BulkEdit): Promise<{ status: string; message: string; successCount: number }> {
      const meetings = await selection(actor, edit.encryptedIds);
      const organisationId = meetings[0]!.organisationId;
      const [labelSet, org] = await Promise.all([labels.forOrganisation(organisationId), organisations.organisationOf(organisationId)]);
      if (!org) throw errors.notFound('Organisation');
      const refused = selectionErrors(meetings, edit, labelSet, deps.clock.now());
      if (refused) throw refused;
      if (edit.editAssessor && edit.assessor) await assertRunner(organisationId, edit.assessor, edit.stepType);

      const heading = `${BULK_EDIT_AUDIT_PREFIX}${labelText(labelSet, 'MEETING')} updated.`;
      const failures: string[] = [];
      let successCount = 0;
      const one = async (first: Meeting) => {
        let reads = 0;
        try {
          let before = first;
          await writeMeeting(deps, actor, async () => {
            // A re-plan (the meeting changed, or a hold was lost, since it was read) works on the meeting as it now is.
            before = reads++ === 0 ? first : await fresh(first);
            const after = editedFields(before, edit);
            const error = meetingEditError(actor, before, after, org, deps.clock.now(), labelSet);
            if (error) throw errors.refused('meeting.edit_not_allowed', error);
            return { organisationId, meetingId: before.meetingId, before, after, auditHeading: heading };
          });
          successCount++;
        } catch (e) {
          if (!(e instanceof DomainError) || e.httpStatus >= 500) throw e;
          failures.push(`${formatDisplayDateTime(new Date(first.start), first.timeZone, { zoneCode: true })}: ${e.message}`);
        }
      };
      // One person's meetings one after another (each new hold moves that person's hold guard, so parallel writes for one
      // assessor would only conflict and retry); different people's in parallel.
      const byRunner = new Map<string, Meeting[]>();
      for (const m of meetings) {
        const runner = edit.editAssessor && edit.assessor ? edit.assessor : m.assessorId;
        byRunner.set(runner, [...(byRunner.get(runner) ?? []), m]);
      }
      await inPool([...byRunner.values()], BULK_EDIT_CONCURRENCY, async (group) => {
        for (const m of group) await one(m);
      });

      const updated = `${successCount} ${labelText(labelSet, successCount === 1 ? 'MEETING' : 'MEETINGS')} updated.`;
      if (!failures.length) return { status: 'SUCCESS', message: updated, successCount };
      return { status: successCount ? 'SUCCESS' : 'ERROR', message: `${updated} Not updated: ${failures.sort().join('; ')}`, successCount };
    },
  };
}
