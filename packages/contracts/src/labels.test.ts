import { describe, expect, it } from 'vitest';
import {
  availableLabelCodes,
  exclusivePartner,
  fillLabels,
  isLabelCode,
  LABEL_CODES,
  LABEL_DEFAULTS,
  LABEL_HINTS,
  labelText,
  pluralise,
} from './labels.ts';

describe('label defaults', () => {
  it('are the words of doc 1 §1', () => {
    expect(LABEL_DEFAULTS).toMatchObject({
      ASSESSOR: 'Assessor',
      ASSESSOR_ADMIN: 'Assessor Admin',
      INVIGILATOR: 'Invigilator',
      INTERVIEW: 'Interview',
      ASSESSMENT: 'Assessment',
      INTERNAL: 'Internal',
      REMOTE: 'Remote',
      ONSITE: 'Onsite',
      MEETING: 'Meeting',
      MEETINGS: 'Meetings',
      CANDIDATE: 'Candidate',
      CANDIDATES: 'Candidates',
    });
    expect(LABEL_HINTS.MEETING_SHOW_JSON).toBe('This is JSON value');
    expect(isLabelCode('MEETING_SHOW_JSON')).toBe(true);
    expect(isLabelCode('meeting')).toBe(false);
  });
});

describe('pluralise', () => {
  it('turns a final y into ies and adds s otherwise', () => {
    expect(pluralise('Party')).toBe('Parties');
    expect(pluralise('Assessor')).toBe('Assessors');
    expect(pluralise('Assessor Admin')).toBe('Assessor Admins');
    expect(pluralise('DELIVERY')).toBe('DELIVERIES');
  });
});

describe('labelText', () => {
  it('uses the default when the organisation has no label', () => {
    expect(labelText([], 'ASSESSOR')).toBe('Assessor');
    expect(labelText({}, 'CANDIDATE', { plural: true })).toBe('Candidates');
  });

  it('uses the configured display text, from the login list or a map', () => {
    const labels = [{ code: 'ASSESSOR', display: 'Psychologist' }];
    expect(labelText(labels, 'ASSESSOR')).toBe('Psychologist');
    expect(labelText({ ASSESSOR: 'Psychologist' }, 'ASSESSOR', { plural: true })).toBe('Psychologists');
  });

  it('makes the plural of a label ending in y with ies', () => {
    expect(labelText([{ code: 'MEETING', display: 'Assembly' }], 'MEETING', { plural: true })).toBe('Assemblies');
    expect(labelText([{ code: 'MEETING', display: 'Assembly' }], 'MEETINGS')).toBe('Assemblies');
  });

  it('lets a configured plural code win over the rule', () => {
    const labels = { MEETING: 'Session', MEETINGS: 'Sessions held', CANDIDATES: 'People' };
    expect(labelText(labels, 'MEETING', { plural: true })).toBe('Sessions held');
    expect(labelText(labels, 'MEETING')).toBe('Session');
    expect(labelText(labels, 'CANDIDATE', { plural: true })).toBe('People');
    expect(labelText(labels, 'CANDIDATES')).toBe('People');
  });

  it('ignores blank display text', () => {
    expect(labelText({ INTERVIEW: '  ' }, 'INTERVIEW')).toBe('Interview');
  });
});

describe('availableLabelCodes', () => {
  it('offers every code to an organisation with none', () => {
    expect(availableLabelCodes([])).toEqual([...LABEL_CODES]);
  });

  it('excludes present codes and their exclusive partners', () => {
    const left = availableLabelCodes(['MEETING', 'CANDIDATES', 'ASSESSOR']);
    expect(left).not.toContain('MEETING');
    expect(left).not.toContain('MEETINGS');
    expect(left).not.toContain('CANDIDATE');
    expect(left).not.toContain('CANDIDATES');
    expect(left).not.toContain('ASSESSOR');
    expect(left).toContain('ASSESSOR_ADMIN');
    expect(left).toContain('MEETING_SHOW_JSON');
  });

  it('is empty when all labels are present', () => {
    const all = LABEL_CODES.filter((c) => c !== 'MEETINGS' && c !== 'CANDIDATES');
    expect(availableLabelCodes(all)).toEqual([]);
  });

  it('knows the exclusive pairs both ways', () => {
    expect(exclusivePartner('MEETING')).toBe('MEETINGS');
    expect(exclusivePartner('CANDIDATES')).toBe('CANDIDATE');
    expect(exclusivePartner('ASSESSOR')).toBeUndefined();
  });
});

describe('fillLabels', () => {
  const labels = [
    { code: 'MEETING', display: 'Session' },
    { code: 'CANDIDATE', display: 'Applicant' },
    { code: 'ASSESSOR_ADMIN', display: 'GP Lead' },
    { code: 'ONSITE', display: 'In Person' },
    { code: 'INTERVIEW', display: 'Chat' },
  ];

  it("fills the spec's placeholders with the organisation's words, capitalised as configured", () => {
    expect(fillLabels('{Meeting} Saved', labels)).toBe('Session Saved');
    expect(fillLabels('{Candidate} successfully added to this Project', labels)).toBe('Applicant successfully added to this Project');
    expect(fillLabels('There are {Candidates} Booked into this {Meeting}', labels)).toBe('There are Applicants Booked into this Session');
    expect(fillLabels('{Assessor} is not {Assessor Admin}', labels)).toBe('Assessor is not GP Lead');
  });

  it('writes a lower-case placeholder in lower case, keeping words with other capitals', () => {
    expect(fillLabels('{meeting} information saved successfully', labels)).toBe('session information saved successfully');
    expect(fillLabels('this {onsite} {meeting}', labels)).toBe('this in person session');
    expect(fillLabels('not {assessor admin}', labels)).toBe('not GP lead');
    expect(fillLabels('{interviews} and {candidates}', labels)).toBe('chats and applicants');
  });

  it('uses the defaults without labels and leaves other braces alone', () => {
    expect(fillLabels('{Meeting} Saved', [])).toBe('Meeting Saved');
    expect(fillLabels('{"count":3,"meeting":1}', labels)).toBe('{"count":3,"meeting":1}');
    expect(fillLabels('{project} and {Meeting}', labels)).toBe('{project} and Session');
  });
});
