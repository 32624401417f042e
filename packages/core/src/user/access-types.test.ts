import { describe, expect, it } from 'vitest';
import { accessTypeOptions, accessTypesDisplay, joinAccessTypes, parseAccessTypes, stepTypesServed } from './access-types.ts';
import { userTypeDisplay, withRoleLabels } from './user-type-display.ts';

describe('access types', () => {
  it("parses '~'-joined types in the vocabulary's order, refusing unknown ones", () => {
    expect(parseAccessTypes('INTERNAL~interview')).toEqual(['INTERVIEW', 'INTERNAL']);
    expect(parseAccessTypes('ASSESSMENT~ASSESSMENT')).toEqual(['ASSESSMENT']);
    expect(parseAccessTypes('')).toEqual([]);
    expect(parseAccessTypes('~')).toEqual([]);
    expect(parseAccessTypes('INTERVIEW~NA')).toBeUndefined();
    expect(joinAccessTypes(['INTERVIEW', 'INTERNAL'])).toBe('INTERVIEW~INTERNAL');
  });

  it("shows the organisation's words", () => {
    const labels = [{ code: 'INTERVIEW', display: 'Chat' }];
    expect(accessTypesDisplay(['INTERVIEW', 'ASSESSMENT'], labels)).toBe('Chat, Assessment');
    expect(accessTypeOptions(labels, ['ASSESSMENT'])).toEqual([
      { text: 'Chat', value: 'INTERVIEW', checked: false },
      { text: 'Assessment', value: 'ASSESSMENT', checked: true },
      { text: 'Internal', value: 'INTERNAL', checked: false },
    ]);
    expect(withRoleLabels('{assessor} is not {assessor admin} for selected Organisation.', [{ code: 'ASSESSOR', display: 'Coach' }])).toBe(
      'Coach is not Assessor Admin for selected Organisation.',
    );
    expect(userTypeDisplay('CANDIDATE', [{ code: 'CANDIDATE', display: 'Applicant' }])).toBe('Applicant');
    expect(userTypeDisplay('ORG_ADMIN', [])).toBe('Organisation Admin');
  });

  it('serves interviews (and internal work with the flag) for assessors and assessments for invigilators by default', () => {
    expect(stepTypesServed({ userType: 'ASSESSOR' })).toEqual(['INTERVIEW']);
    expect(stepTypesServed({ userType: 'ASSESSOR', internalProjectAccess: true })).toEqual(['INTERVIEW', 'INTERNAL']);
    expect(stepTypesServed({ userType: 'INVIGILATOR' })).toEqual(['ASSESSMENT']);
    expect(stepTypesServed({ userType: 'ASSESSOR', requestTypes: 'ASSESSMENT~INTERNAL' })).toEqual(['ASSESSMENT']);
    expect(stepTypesServed({ userType: 'ASSESSOR', requestTypes: 'ASSESSMENT~INTERNAL', internalProjectAccess: true })).toEqual([
      'ASSESSMENT',
      'INTERNAL',
    ]);
    expect(stepTypesServed({ userType: 'CANDIDATE', requestTypes: 'INTERVIEW' })).toEqual([]);
  });
});
