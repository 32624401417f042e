import { describe, expect, it } from 'vitest';
import { answersOf, checklistItems, completionBody, completionErrors } from './completion-form.ts';

const items = checklistItems('ID checked; Consent signed;');

describe('booking completion form (doc 2 §5 Completion dialog)', () => {
  it('reads the checklist and the answers given before', () => {
    expect(items).toEqual(['ID checked', 'Consent signed']);
    expect(answersOf('ID checked~Y;Consent signed~N;Broken')).toEqual({ 'ID checked': 'Y', 'Consent signed': 'N' });
  });

  it('asks for every checklist item, the new status, and comments unless COMPLETE', () => {
    expect(completionErrors({ items, answers: { 'ID checked': 'Y' }, status: '', comments: '' })).toEqual({
      checklist: 'Please complete all checklist items',
      status: 'Please select New Booking Status',
    });
    const answers = { 'ID checked': 'Y', 'Consent signed': 'N' } as const;
    expect(completionErrors({ items, answers, status: 'MISSED', comments: ' ' })).toEqual({ comments: 'Please provide comments for status' });
    expect(completionErrors({ items, answers, status: 'COMPLETE', comments: '' })).toEqual({});
  });

  it('refuses comments over 200 characters or with markup', () => {
    const answers = { 'ID checked': 'Y', 'Consent signed': 'Y' } as const;
    expect(completionErrors({ items, answers, status: 'INCOMPLETE', comments: 'x'.repeat(201) }).comments).toMatch(/200/);
    expect(completionErrors({ items, answers, status: 'INCOMPLETE', comments: '<b>late</b>' }).comments).toBe('Invalid Markup found in Comments');
  });

  it('sends the answers as label~Y;label~N and clears the reason on COMPLETE', () => {
    const answers = { 'ID checked': 'Y', 'Consent signed': 'N' } as const;
    expect(completionBody('b1', 'CONFIRMED', { items, answers, status: 'COMPLETE', comments: 'kept?' })).toEqual({
      encryptedId: 'b1',
      status: 'COMPLETE',
      existingStatus: 'CONFIRMED',
      completionChecklistSelected: 'ID checked~Y;Consent signed~N',
      statusReason: '',
    });
    expect(completionBody('b1', 'CONFIRMED', { items, answers, status: 'MISSED', comments: ' no show ' }).statusReason).toBe('no show');
  });
});
