import { describe, expect, it } from 'vitest';
import { SIGNUP_STEPS, stepAfter, stepBack } from './signup-steps.ts';

describe('sign-up steps (doc 1 §4)', () => {
  it('runs FillOutDetails → VerifyAccount → Submit', () => {
    expect(SIGNUP_STEPS).toEqual(['FillOutDetails', 'VerifyAccount', 'Submit']);
    expect(stepAfter('FillOutDetails', 'passwordAccepted')).toBe('VerifyAccount');
    expect(stepAfter('VerifyAccount', 'codeSent')).toBe('Submit');
  });
  it('an event of another step does not move', () => {
    expect(stepAfter('FillOutDetails', 'codeSent')).toBe('FillOutDetails');
    expect(stepAfter('Submit', 'passwordAccepted')).toBe('Submit');
  });
  it('back from Submit goes to VerifyAccount, otherwise to FillOutDetails', () => {
    expect(stepBack('Submit')).toBe('VerifyAccount');
    expect(stepBack('VerifyAccount')).toBe('FillOutDetails');
    expect(stepBack('FillOutDetails')).toBe('FillOutDetails');
  });
  it('a failed create returns to step one', () => {
    expect(stepAfter('Submit', 'createFailed')).toBe('FillOutDetails');
  });
});
