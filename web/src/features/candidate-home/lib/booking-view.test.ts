import { describe, expect, it } from 'vitest';
import { bookingView, canCancel, cancelsInterview, directJumpStep, isFinished } from './booking-view.ts';

const confirmed = (over: Record<string, unknown> = {}) =>
  bookingView({
    encryptedId: 'B1',
    status: 'CONFIRMED',
    stepType: 'INTERVIEW',
    stepTypeDisplay: 'Interview',
    start: '2027-03-05T22:00:00Z',
    end: '2027-03-05T23:00:00Z',
    cancelAllowed: true,
    ...over,
  });
const before = Date.parse('2027-03-05T21:00:00Z');
const after = Date.parse('2027-03-05T23:00:00Z');

describe('candidate booking cards (doc 2 §2 Candidate home)', () => {
  it('reads the address from displayAddress, else city, state and post code', () => {
    expect(confirmed({ displayAddress: '1 Market St, Sydney NSW 2000' }).address).toBe('1 Market St, Sydney NSW 2000');
    expect(confirmed({ addressDTO: { city: 'Sydney', state: 'NSW', postCode: 2000 } }).address).toBe('Sydney, NSW 2000');
    expect(confirmed({ assessorInvigilatorName: 'Ava Stone' }).assessorName).toBe('Ava Stone');
  });

  it('a confirmed appointment that is over is finished and cannot be cancelled', () => {
    expect(isFinished(confirmed(), before)).toBe(false);
    expect(isFinished(confirmed(), after)).toBe(true);
    expect(canCancel(confirmed(), before)).toBe(true);
    expect(canCancel(confirmed(), after)).toBe(false);
    expect(canCancel(confirmed({ cancelAllowed: false }), before)).toBe(false);
    expect(isFinished(confirmed({ status: 'CANCELLED' }), after)).toBe(false);
  });

  it('warns that an assessment cancels the booked interview', () => {
    const assessment = confirmed({ encryptedId: 'B2', stepType: 'ASSESSMENT' });
    expect(cancelsInterview(assessment, [assessment, confirmed()])).toBe(true);
    expect(cancelsInterview(assessment, [assessment, confirmed({ status: 'CANCELLED' })])).toBe(false);
    expect(cancelsInterview(confirmed(), [assessment, confirmed()])).toBe(false);
  });

  it('jumps to the search only with nothing booked and exactly one step, with days', () => {
    const step = { encryptedStepId: 'S1', stepTypeDisplay: 'Interview', daysAvailable: ['2027-03-05'] };
    const answer = { listNotPendingBookings: [], listPendingBookings: [step], projectCount: 1 };
    expect(directJumpStep(answer)?.encryptedStepId).toBe('S1');
    expect(directJumpStep({ ...answer, listPendingBookings: [{ ...step, daysAvailable: [] }] })).toBeUndefined();
    expect(directJumpStep({ ...answer, listPendingBookings: [step, { ...step, encryptedStepId: 'S2' }] })).toBeUndefined();
    expect(directJumpStep({ ...answer, listNotPendingBookings: [{ encryptedId: 'B1', status: 'CANCELLED' }] })).toBeUndefined();
    expect(directJumpStep({ ...answer, projectCount: 0 })).toBeUndefined();
  });
});
