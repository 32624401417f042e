import { MSG } from '@scheduler/contracts/messages';
import type { saveInternalData } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { fieldAuditEntries, stableJson } from '../audit/field-audit.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { createMeetingAccess } from './meeting-access.ts';
import { completionRefusal } from './meeting-edit-check.ts';
import type { Meeting } from './meeting-entity.ts';
import { MEETING_MSG } from './meeting-messages.ts';
import { createMeetingStore } from './meeting-store.ts';

type InternalData = z.output<typeof saveInternalData>;
type StoredTask = NonNullable<Meeting['taskJson']>[number];

/** 'Invalid task data' (doc 2 §5): a task the meeting does not hold. */
export const INVALID_TASK_DATA = 'Invalid task data';

/**
 * The completed task list (doc 2 §5 "Internal completion dialog"): the meeting's tasks, in its order, with the
 * assessor's answers; an unselected task has its values reset; the admin's choices stay as stored. The request schema
 * already applied the per-task rules ('No Tasks Selected', 'Completed Hours Invalid for {task}', ...). Total actual
 * hours is the sum of the completed hours.
 */
export function completedTasks(stored: readonly StoredTask[], sent: InternalData['taskJson']): { tasks: StoredTask[]; actualHours: number } {
  const byName = new Map(sent.map((t) => [t.name, t]));
  if (sent.some((t) => !stored.some((s) => s.name === t.name)) || byName.size !== sent.length) {
    throw errors.validation(MSG.validationFailed, { taskJson: INVALID_TASK_DATA });
  }
  const tasks = stored.map((s) => {
    const t = byName.get(s.name);
    const selected = t?.assessorSelected === true;
    return {
      ...s,
      assessorSelected: selected,
      completedHours: selected ? t.completedHours : 0,
      completedTasks: selected ? t.completedTasks : 0,
      ...(selected && t.assessorComments ? { assessorComments: t.assessorComments } : { assessorComments: undefined }),
    };
  });
  const actualHours = Math.round(tasks.reduce((n, t) => n + (t.completedHours ?? 0), 0) * 100) / 100;
  return { tasks: tasks.map((t) => Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined)) as StoredTask), actualHours };
}

/**
 * meeting/saveInternalData: completes an internal meeting's tasks (statusInternal PENDING → COMPLETED), once its
 * start has passed, by the assessor who runs it or an admin (never an assessor admin for another), on condition that
 * the meeting is still the version read, with its audit and field audit rows in the same transaction.
 */
export function createMeetingInternalService(deps: DataDeps) {
  const { db, clock } = deps;
  const access = createMeetingAccess(db);
  const meetings = createMeetingStore(db);
  return {
    async save(actor: Actor, input: InternalData): Promise<string> {
      const m = await access.reach(actor, input.encryptedId, { consistent: true });
      const refusal = completionRefusal(actor, m, clock.now());
      if (refusal) throw errors.refused('meeting.completion_not_allowed', refusal, 'ERROR');
      const stored = m.taskJson ?? [];
      if (!stored.length) throw errors.validation(MSG.validationFailed, { taskJson: 'No Task Items found' });
      const { tasks, actualHours } = completedTasks(stored, input.taskJson);
      const { organisationId, meetingId } = m;
      const ref = { refType: 'Meeting' as const, refId: meetingId, organisationId };
      const before = { taskJson: stableJson(stored), statusInternal: m.statusInternal, actualHours: m.actualHours };
      const after = { taskJson: stableJson(tasks), statusInternal: input.statusInternal, actualHours };
      const audit = auditEntry(
        deps,
        actor,
        ref,
        `Internal tasks saved: status ${m.statusInternal} → ${input.statusInternal}; actual hours ${m.actualHours ?? 0} → ${actualHours}.`,
      );
      const rows = fieldAuditEntries(deps, actor, ref, before, after);
      const now = clock.now().toISOString();
      const saved = await meetings.completeInternalWrite(m, { taskJson: tasks, actualHours, statusInternal: input.statusInternal }, now, audit, rows);
      if (!saved) throw errors.refused('meeting.stale', MEETING_MSG.stale);
      return meetingId;
    },
  };
}
