import type { Actor } from '../actor.ts';
import { auditEntry, describeChanges } from '../audit/audit-log.ts';
import { fieldAuditEntries, stableJson } from '../audit/field-audit.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { movesBookings } from '../booking/booking-store-moves.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import { displayAddress } from '../resource/display-address.ts';
import { createResourceStore } from '../resource/resource-store.ts';
import type { Meeting } from './meeting-entity.ts';
import { CANDIDATE_FACING_COLUMNS } from './meeting-changed-alert.ts';
import { MEETING_MSG } from './meeting-messages.ts';
import { createMeetingStore } from './meeting-store.ts';

/** The stored fields a save decides (everything of the meeting but its keys, counters and stamps). */
export type MeetingFields = Omit<
  Meeting,
  'organisationId' | 'meetingId' | 'candidatesConfirmed' | 'createdAt' | 'updatedAt' | 'listTab' | 'createdBy'
>;

/** The columns of the audit rows: the message names them by label (placeholders filled with the organisation's words), the field audit by column. */
export const AUDITED_FIELDS: Record<string, string> = {
  start: 'Start',
  end: 'End',
  timeZone: 'Timezone',
  durationHours: 'Duration',
  assessorId: '{Assessor}',
  showAdmins: 'Show Admins',
  deliveryMethod: 'Delivery Method',
  address: 'Address',
  active: 'Active',
  show: 'Show',
  surge: 'Surge',
  candidateMin: 'Min Spots',
  candidateMax: 'Max Spots',
  resourceIds: 'Resources',
  instructions: 'Instructions',
  comments: 'Comments',
  freezePeriodEdit: 'Freeze Period Edit',
  freezePeriodCancel: 'Freeze Period Cancel',
  freezePeriodCompletion: 'Freeze Period Completion',
  candidateBookingLink: '{Candidate} Booking Link',
  assessorBookingLink: '{Assessor} Booking Link',
  archived: 'Archived',
  archivedReason: 'Archive Reason',
  taskJson: 'Tasks',
  statusInternal: '{Internal} Status',
  actualHours: 'Actual Hours',
};

const MAX_ATTEMPTS = 20;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(150, 10 * 2 ** attempt)));

/** A column's value as the audit compares and shows it: sets as sorted lists, lists and maps as JSON text. */
function auditValue(v: unknown): unknown {
  if (v === undefined || v === null || v === '') return undefined;
  if (v instanceof Set) return v.size ? [...v].sort().join(', ') : undefined;
  if (Array.isArray(v)) return v.length ? stableJson(v) : undefined;
  if (typeof v === 'object') return stableJson(v);
  return v;
}

/** The audited columns of a record as the audit compares and shows them: the address on one line, as screens show it. */
function audited(m: Partial<MeetingFields> | undefined): Record<string, unknown> | undefined {
  if (!m) return undefined;
  return Object.fromEntries(
    Object.keys(AUDITED_FIELDS).map((k) => [k, k === 'address' ? displayAddress(m.address) || undefined : auditValue(m[k as keyof MeetingFields])]),
  );
}

/** The audited columns whose value differs between `before` and `after`. */
export function changedColumns(before: Partial<MeetingFields>, after: Partial<MeetingFields>): string[] {
  const [b, a] = [audited(before)!, audited(after)!];
  return Object.keys(AUDITED_FIELDS).filter((k) => (b[k] ?? '') !== (a[k] ?? ''));
}

const fieldsOfRecord = (m: Meeting): Partial<MeetingFields> => m as Partial<MeetingFields>;

export interface MeetingWrite {
  organisationId: string;
  meetingId: string;
  /** The meeting as read (absent: a new meeting). The write is conditioned on its updatedAt. */
  before?: Meeting;
  /** The whole record after the save. */
  after: MeetingFields;
  /** The audit row's words before the list of changes, e.g. 'Meeting updated.' */
  auditHeading: string;
  /** Extra writes of the same transaction (none yet beyond holds, counters and audit). */
  purge?: { readyToPurge: boolean; purgeDate: string; purgeScope: string; purgeOn: string };
}

/**
 * Writes a meeting in ONE transaction (meeting-store-save.ts) with everything that must move with it: the assessor hold and the resource
 * holds (guards first), the meeting (created, or patched on condition that it is still the version read and not
 * archived), its list counters, its confirmed bookings' copies of its time and assessor (with their counters), its
 * audit row and its field-level audit rows. A lost guard, a changed meeting or a
 * transaction conflict re-reads through `plan` and tries again: the next plan refuses when the assessor or a room
 * was taken meanwhile, and applies the rules to the meeting as it now is.
 */
export async function writeMeeting(deps: DataDeps, actor: Actor, plan: () => Promise<MeetingWrite>): Promise<MeetingWrite> {
  const { clock } = deps;
  const meetings = createMeetingStore(deps.db);
  const resources = createResourceStore(deps.db);
  const bookings = createBookingStore(deps.db);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const w = await plan();
    const { organisationId, meetingId, before, after } = w;
    const now = clock.now().toISOString();
    // Saving with no change changes nothing (doc 2 §4): no write, no audit row.
    if (before && changedColumns(fieldsOfRecord(before), after).length === 0) return w;
    const slot = { start: after.start, end: after.end };
    const live = !after.archived;
    const [assessorHold, resourceHold] = await Promise.all([
      meetings.planAssessorHold({ organisationId, meetingId, assessorId: live ? after.assessorId : undefined, slot, now }),
      resources.planResourceHold({ organisationId, meetingId, slot, resourceIds: live ? [...(after.resourceIds ?? [])] : [], now }),
    ]);
    // Confirmed bookings keep copies of the meeting's time and assessor: they move in this same write. The bookings
    // index may lag a seat just taken, so the count must match the meeting's own before the write is tried.
    const moving = !!before && before.candidatesConfirmed > 0 && live && movesBookings(before, after);
    const booked = moving ? await bookings.confirmedBookingsOfMeeting(organisationId, meetingId) : [];
    if (moving && booked.length !== before.candidatesConfirmed) {
      await pause(attempt);
      continue;
    }
    const ref = { refType: 'Meeting' as const, refId: meetingId, organisationId };
    const changes = describeChanges(audited(before), audited(after)!, AUDITED_FIELDS);
    const audit = auditEntry(deps, actor, ref, changes ? `${w.auditHeading} ${changes}` : w.auditHeading);
    const fieldRows = fieldAuditEntries(deps, actor, ref, audited(before), audited(after)!);
    // The calendar SEQUENCE is not a field a save decides: only the write below moves it.
    const set = Object.fromEntries(
      Object.entries(after).filter(([k, v]) => k !== 'sequence' && v !== undefined && !(Array.isArray(v) && v.length === 0 && v !== after.taskJson)),
    );
    const cleared = before
      ? (Object.keys(after) as (keyof MeetingFields)[]).filter((k) => k !== 'sequence' && set[k] === undefined && before[k] !== undefined)
      : [];

    // A change to a live meeting, or its archiving, is written as an event with the change (domain-events/): booked
    // candidates hear of what they see of it, the waitlist of a seat more, the integrations of both.
    const candidateFacing =
      !!before && before.candidatesConfirmed > 0 && changedColumns(fieldsOfRecord(before), after).some((c) => CANDIDATE_FACING_COLUMNS.includes(c));
    const base = { organisationId, actorUserId: actor.userId, occurredAt: now, meetingId, projectId: after.projectId };
    const events = !before
      ? []
      : after.archived
        ? before.archived
          ? []
          : [
              {
                eventId: deps.ids.next(),
                type: 'meeting.archived',
                detail: { ...base, ...(after.archivedReason ? { comments: after.archivedReason } : {}) },
              },
            ]
        : [{ eventId: deps.ids.next(), type: 'meeting.changed', detail: { ...base, changedVersion: before.updatedAt, candidateFacing } }];
    const result = await meetings.saveMeetingWrite({
      organisationId,
      meetingId,
      before,
      set: set as Partial<MeetingFields>,
      cleared,
      after,
      purge: w.purge,
      createdBy: actor.userId,
      now,
      assessorHold,
      resourceHold,
      booked,
      audit,
      fieldRows,
      events,
    });
    if (result.committed) return w;
    // A lost guard (assessor or room taken meanwhile), a meeting changed since it was read, or a conflict with a
    // transaction in flight: plan again from fresh reads (which refuse, or apply the rules to the meeting as it is).
    if (!result.reasons.some((r) => r.code === 'ConditionalCheckFailed' || r.code === 'TransactionConflict')) {
      throw new Error(`meeting write cancelled: ${JSON.stringify(result.reasons.map((r) => r.code))}`);
    }
    await pause(attempt);
  }
  throw errors.refused('meeting.stale', MEETING_MSG.stale);
}
