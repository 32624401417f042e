import { describe, expect, it } from 'vitest';
import { checkedChecklist, checklistLabels } from './booking-complete-checklist.ts';
import { guardChangeOf } from './booking-status-write.ts';

describe('completion checklist', () => {
  it('reads the project labels separated by semicolons, trimmed, blanks dropped', () => {
    expect(checklistLabels(' ID checked ; Room tidy;;')).toEqual(['ID checked', 'Room tidy']);
    expect(checklistLabels(undefined)).toEqual([]);
  });

  it('stores the answers in the project order as label~Y / label~N, dropping labels the project does not have', () => {
    expect(checkedChecklist('ID checked;Room tidy', 'Room tidy~n; ID checked~Y;Extra~Y')).toEqual({
      selected: 'ID checked~Y;Room tidy~N',
      missing: false,
    });
  });

  it('is missing while any label is unanswered or answered other than Y or N', () => {
    expect(checkedChecklist('ID checked;Room tidy', 'ID checked~Y').missing).toBe(true);
    expect(checkedChecklist('ID checked;Room tidy', 'ID checked~Y;Room tidy~maybe').missing).toBe(true);
    expect(checkedChecklist('ID checked', undefined).missing).toBe(true);
    expect(checkedChecklist('', undefined)).toEqual({ selected: '', missing: false });
  });

  it('keeps a label that holds a tilde whole (the answer follows the last one)', () => {
    expect(checkedChecklist('Score ~ 50%', 'Score ~ 50%~Y')).toEqual({ selected: 'Score ~ 50%~Y', missing: false });
  });
});

describe('the one-confirmed-per-step guard on completion', () => {
  it('is kept by COMPLETE, released by INCOMPLETE and MISSED, and taken back when corrected to COMPLETE', () => {
    expect(guardChangeOf('CONFIRMED', 'COMPLETE')).toBe('keep');
    expect(guardChangeOf('CONFIRMED', 'MISSED')).toBe('release');
    expect(guardChangeOf('COMPLETE', 'INCOMPLETE')).toBe('release');
    expect(guardChangeOf('MISSED', 'INCOMPLETE')).toBe('keep');
    expect(guardChangeOf('MISSED', 'COMPLETE')).toBe('take');
    expect(guardChangeOf('COMPLETE', 'COMPLETE')).toBe('keep');
  });
});
