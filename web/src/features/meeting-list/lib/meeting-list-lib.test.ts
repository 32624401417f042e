import { describe, expect, it } from 'vitest';
import { bulkEditBody, emptyBulkEditForm, formProblem, selectionProblem } from './bulk-edit-form.ts';
import { customFilterOptions, filtersFromState, filtersToState, meetingListSearchData, NO_FILTERS, tabsFor } from './meeting-list-search.ts';

const label = (code: string) => code.charAt(0) + code.slice(1).toLowerCase();
const admin = { isAnyAdmin: true, isInternalAccess: false, isInvigilator: false, showMeetingUnavailableFlag: true, checkOrgAdminInvigilator: false };
const assessor = { ...admin, isAnyAdmin: false, showMeetingUnavailableFlag: false };
const names = { assessor: 'Assessor', startTime: 'Start Time', timezone: 'Timezone', location: 'Location' };

describe('meeting list search', () => {
  it('gives each role its tabs', () => {
    expect(tabsFor(admin, label).map((t) => t.label)).toEqual(['Active', 'Inactive', 'Archived', 'Internal', 'Show No']);
    expect(tabsFor(assessor, label).map((t) => t.label)).toEqual(['Active', 'Pending Approval']);
    expect(tabsFor({ ...assessor, isInternalAccess: true }, label).map((t) => t.value)).toEqual(['active', 'inactive', 'internal']);
    // An org admin on an org-admin-invigilator link sees the non-admin tabs.
    expect(tabsFor({ ...admin, checkOrgAdminInvigilator: true }, label).map((t) => t.value)).toEqual(['active', 'inactive']);
  });

  it('sends the state filter only with ONSITE in the Method filter, and the date range as start~end', () => {
    const f = { ...NO_FILTERS, states: ['NSW'], dateFrom: '2032-03-01' };
    expect(JSON.parse(meetingListSearchData('active', f, admin))).toMatchObject({ state: [], dateRange: '2032-03-01~' });
    expect(JSON.parse(meetingListSearchData('active', { ...f, filters: ['ONSITE'] }, admin)).state).toEqual(['NSW']);
  });

  it('offers Status on the internal tab and Fill Type elsewhere', () => {
    expect(customFilterOptions('internal', admin, label).map((o) => o.group)).toContain('Status');
    expect(customFilterOptions('active', admin, label).map((o) => o.value)).toEqual([
      'ONSITE',
      'REMOTE',
      'FILLED',
      'UNFILLED',
      'SHOW_NO',
      'INTERVIEW',
      'ASSESSMENT',
    ]);
  });

  it('remembers the filters through text and back', () => {
    const f = { ...NO_FILTERS, filters: ['REMOTE'], projects: ['P1'], dateTo: '2032-04-30' };
    expect(filtersFromState(filtersToState(f))).toEqual(f);
    expect(filtersFromState({ filters: 'not json', dateFrom: '31/12/2032' })).toEqual(NO_FILTERS);
  });
});

describe('bulk edit form', () => {
  it('checks the selection: some records, one step type, past ones only for interviews', () => {
    const words = { meeting: 'Meeting', interview: 'Interview' };
    expect(selectionProblem([], words)?.message).toBe('You have not selected any records');
    expect(selectionProblem([{ stepType: 'INTERVIEW' }, { stepType: 'ASSESSMENT' }], words)?.message).toBe(
      'You cannot edit records with different Meeting types.',
    );
    expect(selectionProblem([{ stepType: 'ASSESSMENT', past: true }], words)?.message).toBe(
      'Past records can only be edited for the Interview type.',
    );
    expect(selectionProblem([{ stepType: 'INTERVIEW', past: true }], words)).toBeUndefined();
  });

  it('lists the ticked options without a value under Missing Selection, and checks the address and tasks', () => {
    const f = emptyBulkEditForm();
    expect(formProblem(f, names)).toEqual({ title: 'No Selection', message: 'You have not made any selection for bulk update' });
    expect(formProblem({ ...f, editAssessor: true, editTimezone: true }, names)).toEqual({
      title: 'Missing Selection',
      message: 'Assessor, Timezone',
    });
    const onsite = {
      ...f,
      editDisplayAddress: true,
      deliveryMethod: 'ONSITE' as const,
      address: { ...f.address, addLine1: '1 A St', city: 'Sydney', state: 'NSW', postCode: '99' },
    };
    expect(formProblem(onsite, names)?.message).toBe('Address Values either not entered or incorrect');
    expect(formProblem({ ...onsite, address: { ...onsite.address, postCode: '2000' } }, names)).toBeUndefined();
    expect(formProblem({ ...f, editInternalTaskJson: true }, names)?.message).toBe('No Tasks Selected');
  });

  it('sends only the ticked options with their values', () => {
    const body = bulkEditBody({ ...emptyBulkEditForm(), editActive: true, active: false, assessor: 'A1' }, ['M1'], 'INTERVIEW', 'AU');
    expect(body).toEqual({
      encryptedIds: ['M1'],
      stepType: 'INTERVIEW',
      editAssessor: false,
      editActive: true,
      active: false,
      editShow: false,
      editSurge: false,
      editStartTime: false,
      editTimezone: false,
      editDisplayAddress: false,
      editInternalTaskJson: false,
    });
  });
});
