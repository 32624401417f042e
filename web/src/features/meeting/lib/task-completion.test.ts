import { describe, expect, it } from 'vitest';
import { completionErrors, INVALID_TASK_DATA, selectTask, toEntries, totalHours, type TaskEntry } from './task-completion.ts';

const entries = (): TaskEntry[] =>
  toEntries([
    { name: 'Screening', adminSelected: true, assessorSelected: false, completedHours: 0, completedTasks: 0 },
    { name: 'EAP', adminSelected: false, assessorSelected: false, completedHours: 0, completedTasks: 0 },
  ]);

describe('internal completion dialog rules (doc 2 §5)', () => {
  it('at least one task selected; no task data at all', () => {
    expect(completionErrors(entries())).toEqual(['No Tasks Selected']);
    expect(completionErrors([])).toEqual(['No Task Items found']);
    expect(completionErrors([{ ...entries()[0]!, name: '' }])).toEqual([INVALID_TASK_DATA]);
  });

  it('hours 0 to 24 with 2 decimals, tasks a whole number 0 to 100, comments when both are 0', () => {
    let e = selectTask(entries(), 0, true);
    expect(completionErrors(e)).toEqual(['Comments required for Screening']);
    e = e.map((x, i) => (i === 0 ? { ...x, completedHours: '24.5', completedTasks: '2' } : x));
    expect(completionErrors(e)).toEqual(['Completed Hours Invalid for Screening']);
    e = e.map((x, i) => (i === 0 ? { ...x, completedHours: '1.255', completedTasks: '2' } : x));
    expect(completionErrors(e)).toEqual(['Completed Hours Invalid for Screening']);
    e = e.map((x, i) => (i === 0 ? { ...x, completedHours: '', completedTasks: '101' } : x));
    expect(completionErrors(e)).toEqual(['Completed Hours Invalid for Screening', 'Completed Tasks Invalid for Screening']);
    e = e.map((x, i) => (i === 0 ? { ...x, completedHours: '1.25', completedTasks: '3' } : x));
    expect(completionErrors(e)).toEqual([]);
  });

  it('unselecting a task resets its values; the total is the sum of the selected hours', () => {
    let e = selectTask(selectTask(entries(), 0, true), 1, true);
    e = e.map((x, i) => ({ ...x, completedHours: i === 0 ? '1.25' : '2.5', completedTasks: '1', assessorComments: 'done' }));
    expect(totalHours(e)).toBe(3.75);
    e = selectTask(e, 1, false);
    expect(e[1]).toMatchObject({ assessorSelected: false, completedHours: '0', completedTasks: '0', assessorComments: '' });
    expect(totalHours(e)).toBe(1.25);
  });
});
