import { describe, expect, it } from 'vitest';
import { addCandidateAllowed, bookedTitle, existingCandidateErrors } from './add-candidate-rules.ts';

const now = new Date('2030-05-01T00:00:00.000Z');
const future = new Date('2030-05-02T00:00:00.000Z');

describe('add candidate to a meeting (doc 2 §4)', () => {
  it('is offered only for an active, future, not archived meeting with free spots', () => {
    const open = { active: true, archived: false, candidatesConfirmed: 1, candidateMax: 2 };
    expect(addCandidateAllowed(open, future, now)).toBe(true);
    expect(addCandidateAllowed({ ...open, archived: true }, future, now)).toBe(false);
    expect(addCandidateAllowed({ ...open, active: false }, future, now)).toBe(false);
    expect(addCandidateAllowed({ ...open, candidatesConfirmed: 2 }, future, now)).toBe(false);
    expect(addCandidateAllowed(open, now, now)).toBe(false);
    expect(addCandidateAllowed(open, undefined, now)).toBe(false);
  });

  it('asks for the e-mail and the unique id', () => {
    expect(existingCandidateErrors({ email: ' ', uniqueId: '' })).toEqual({
      email: 'This is a required field',
      uniqueId: 'This is a required field',
    });
    expect(existingCandidateErrors({ email: 'nobody', uniqueId: 'U1' }).email).toBeTruthy();
    expect(existingCandidateErrors({ email: 'cleo@example.org', uniqueId: 'U1' })).toEqual({});
    expect(bookedTitle('Session')).toBe('Session Booked');
  });
});
