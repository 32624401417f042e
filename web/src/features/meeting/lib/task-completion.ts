import { MEETING_MESSAGES, taskListErrors, type MeetingTask } from '@scheduler/contracts/schemas/meeting';

/** A task row of the internal completion dialog as typed: numbers stay text until checked. */
export interface TaskEntry {
  name: string;
  adminSelected: boolean;
  adminComments?: string;
  assessorSelected: boolean;
  completedHours: string;
  completedTasks: string;
  assessorComments: string;
}

export const INVALID_TASK_DATA = 'Invalid task data';

export const toEntries = (tasks: readonly MeetingTask[]): TaskEntry[] =>
  tasks.map((t) => ({
    name: t.name,
    adminSelected: !!t.adminSelected,
    adminComments: t.adminComments,
    assessorSelected: !!t.assessorSelected,
    completedHours: t.assessorSelected ? String(t.completedHours ?? 0) : '0',
    completedTasks: t.assessorSelected ? String(t.completedTasks ?? 0) : '0',
    assessorComments: t.assessorComments ?? '',
  }));

/** Ticking a task; unticking it resets its values (doc 2 §5). */
export function selectTask(entries: readonly TaskEntry[], i: number, selected: boolean): TaskEntry[] {
  return entries.map((e, j) =>
    j !== i
      ? e
      : selected
        ? { ...e, assessorSelected: true }
        : { ...e, assessorSelected: false, completedHours: '0', completedTasks: '0', assessorComments: '' },
  );
}

const toNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

export const toTasks = (entries: readonly TaskEntry[]): MeetingTask[] =>
  entries.map((e) => ({
    name: e.name,
    adminSelected: e.adminSelected,
    adminComments: e.adminComments,
    assessorSelected: e.assessorSelected,
    completedHours: e.assessorSelected ? toNumber(e.completedHours) : 0,
    completedTasks: e.assessorSelected ? toNumber(e.completedTasks) : 0,
    assessorComments: e.assessorSelected ? e.assessorComments.trim() : '',
  }));

/** Total actual hours: the sum of the selected tasks' completed hours (2 decimals). */
export function totalHours(entries: readonly TaskEntry[]): number {
  const sum = toTasks(entries)
    .filter((t) => t.assessorSelected && Number.isFinite(t.completedHours))
    .reduce((s, t) => s + t.completedHours, 0);
  return Math.round(sum * 100) / 100;
}

/**
 * The internal completion rules of doc 2 §5, the same function the server applies (contracts taskListErrors):
 * 'No Task Items found', 'No Tasks Selected', 'Completed Hours Invalid for {task}', 'Completed Tasks Invalid for {task}',
 * 'Comments required for {task}'; 'Invalid task data' when a row has no name.
 */
export function completionErrors(entries: readonly TaskEntry[]): string[] {
  if (entries.some((e) => !e.name?.trim())) return [INVALID_TASK_DATA];
  if (entries.length === 0) return [MEETING_MESSAGES.noTaskItems];
  return taskListErrors(toTasks(entries));
}
