import { describe, expect, it } from 'vitest';
import { changedFields, dateErrors, savedFields, statusAfterSave } from './project-rules.ts';
import type { ProjectSave } from '@scheduler/contracts/schemas/project';

describe('project rules', () => {
  it("judges 'not before today' on the project zone's calendar day", () => {
    // 13:30 UTC on 1 March is already 2 March in Sydney (UTC+11) but still 1 March in Perth (UTC+8).
    const now = new Date('2027-03-01T13:30:00Z');
    const input = { startDateDisplay: '2027-03-01', endDateDisplay: '2027-03-02' };
    expect(dateErrors(input, 'Australia/Perth', now)).toEqual({});
    expect(dateErrors(input, 'Australia/Sydney', now)).toEqual({ startDateDisplay: 'Date cannot be before today' });
  });

  it('lets an edit keep a start date that has passed, but not move it into the past', () => {
    const now = new Date('2027-03-10T00:00:00Z');
    const before = { start: '2027-03-01T22:00:00.000Z', end: '2027-04-01T06:00:00.000Z', timeZone: 'Australia/Sydney' };
    expect(dateErrors({ startDateDisplay: '2027-03-02', endDateDisplay: '2027-04-01' }, 'Australia/Sydney', now, before)).toEqual({});
    expect(dateErrors({ startDateDisplay: '2027-03-03', endDateDisplay: '2027-04-01' }, 'Australia/Sydney', now, before)).toEqual({
      startDateDisplay: 'Date cannot be before today',
    });
  });

  it('never brings an archived project back', () => {
    expect(statusAfterSave(true, 'ARCHIVED')).toBe('ARCHIVED');
    expect(statusAfterSave(false, 'ACTIVE')).toBe('INACTIVE');
    expect(statusAfterSave(true)).toBe('ACTIVE');
  });

  it('names the changed fields with their new values, a cleared one as empty', () => {
    expect(changedFields({ name: 'A', summary: 'S', duration: 2 }, { name: 'B', summary: undefined, duration: 2 })).toEqual([
      { column: 'name', value: 'B' },
      { column: 'summary', value: '' },
    ]);
    expect(changedFields(undefined, { name: 'A', summary: undefined })).toEqual([{ column: 'name', value: 'A' }]);
  });

  it("takes the multi-candidate setting from the organisation, and clears an internal project's unused fields", () => {
    const input = {
      encryptedDepartmentId: 'D1',
      name: 'Internal planning sessions',
      summary: 'S',
      duration: 2,
      stepType: 'INTERNAL',
      encryptedTimezoneId: 'Australia/Sydney',
    } as ProjectSave;
    expect(savedFields(input, { multiCandidateAllowed: true }).allowMultiCandidateEntry).toBe(true);
    expect(savedFields({ ...input, allowMultiCandidateEntry: false }, { multiCandidateAllowed: true }).allowMultiCandidateEntry).toBe(false);
    expect(savedFields({ ...input, allowMultiCandidateEntry: true }, { multiCandidateAllowed: false }).allowMultiCandidateEntry).toBe(false);
    expect(savedFields(input, { multiCandidateAllowed: false })).toMatchObject({ summary: undefined, duration: undefined });
  });
});
