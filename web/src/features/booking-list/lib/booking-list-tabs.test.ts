import { describe, expect, it } from 'vitest';
import { bookingListSearchData, bulkCompletedText, bulkCompleteShown, tabsFor } from './booking-list-tabs.ts';

const admin = { isAnyAdmin: true, isAssessor: false, checkOrgAdminInvigilator: true };
const assessor = { isAnyAdmin: false, isAssessor: true, checkOrgAdminInvigilator: false };
const invigilator = { isAnyAdmin: false, isAssessor: false, checkOrgAdminInvigilator: false };
const values = (t: { value: string }[]) => t.map((x) => x.value);

describe('booking list tabs per role (doc 2 manage/booking-list)', () => {
  it('gives admins every tab, assessors Cancelled too, invigilators and the org-admin-invigilator link the three', () => {
    expect(values(tabsFor(admin, false))).toEqual([
      'UPCOMING',
      'PAST',
      'AWAITING_COMPLETION',
      'COMPLETE',
      'MISSED_INCOMPLETE',
      'CANCELLED',
      'ARCHIVED',
    ]);
    expect(values(tabsFor(assessor, false))).toEqual(['UPCOMING', 'PAST', 'AWAITING_COMPLETION', 'CANCELLED']);
    expect(values(tabsFor(invigilator, false))).toEqual(['UPCOMING', 'PAST', 'AWAITING_COMPLETION']);
    expect(values(tabsFor(admin, true))).toEqual(['UPCOMING', 'PAST', 'AWAITING_COMPLETION']);
  });

  it('asks the invigilator view on the link and the Cancelled sub-lists', () => {
    expect(JSON.parse(bookingListSearchData('UPCOMING', admin, true))).toEqual({ checkOrgAdminInvigilator: true });
    expect(JSON.parse(bookingListSearchData('CANCELLED', admin, false, { kind: 'ASSESSOR', id: 'A1' }))).toEqual({
      checkOrgAdminInvigilator: false,
      encryptedAssessorId: 'A1',
    });
    expect(JSON.parse(bookingListSearchData('PAST', admin, false, { kind: 'CANDIDATE', id: 'C1' }))).toEqual({ checkOrgAdminInvigilator: false });
  });

  it('offers bulk completion to admins on Awaiting Completion only', () => {
    expect(bulkCompleteShown(admin, false, 'AWAITING_COMPLETION')).toBe(true);
    expect(bulkCompleteShown(admin, false, 'UPCOMING')).toBe(false);
    expect(bulkCompleteShown(admin, true, 'AWAITING_COMPLETION')).toBe(false);
    expect(bulkCompleteShown(assessor, false, 'AWAITING_COMPLETION')).toBe(false);
    expect(bulkCompletedText(3)).toBe('3 Booking(s) successfully completed.');
  });
});
