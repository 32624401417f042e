import { describe, expect, it } from 'vitest';
import {
  ALERT_CODES,
  ALERTS,
  allowedTags,
  alertsForStepType,
  alertsOfScope,
  isTagCode,
  NOTIFICATION_TAGS,
  tagsIn,
  templateMethodsFor,
  unknownTags,
  unknownTagsMessage,
} from './alerts.ts';

describe('alert catalogue', () => {
  it('holds the alerts issue 9 names, each keyed by its own code', () => {
    expect(ALERT_CODES).toEqual(
      expect.arrayContaining([
        'CANDIDATE_INVITATION',
        'BOOKING_CONFIRMED',
        'BOOKING_CANCELLED_BY_CANDIDATE',
        'BOOKING_CANCELLED_BY_ADMIN',
        'BOOKING_CANCELLED_AUTOMATICALLY',
        'BOOKING_RESCHEDULED',
        'BOOKING_REMINDER',
        'BOOKING_COMPLETED',
        'BOOKING_MISSED',
        'MEETING_CHANGED',
        'MEETING_CANCELLED',
        'ASSESSOR_ALLOCATED',
        'PURGE_NOTICE',
      ]),
    );
    for (const code of ALERT_CODES) expect(ALERTS[code].code).toBe(code);
  });

  it('uses in its default words only the tags the alert allows', () => {
    for (const code of ALERT_CODES) {
      const { subject, emailBody, smsBody } = ALERTS[code].defaults;
      expect(unknownTags(`${subject} ${emailBody} ${smsBody}`, code), code).toEqual([]);
    }
  });

  it('splits alerts by scope and by step type', () => {
    expect(alertsOfScope('Organisation').map((a) => a.code)).toEqual(['CANDIDATE_INVITATION', 'USER_INVITATION', 'PURGE_NOTICE']);
    expect(alertsForStepType('INTERNAL').map((a) => a.code)).not.toContain('BOOKING_CONFIRMED');
    expect(alertsForStepType('INTERNAL').map((a) => a.code)).toContain('MEETING_CANCELLED');
  });

  it('offers a Project-scope template EMAIL or SMS, an Organisation-scope one only the alert’s method (doc 3 §4)', () => {
    expect(templateMethodsFor('CANDIDATE_INVITATION', 'Organisation')).toEqual(['EMAIL']);
    expect(templateMethodsFor('CANDIDATE_INVITATION', 'Project')).toEqual(['EMAIL', 'SMS']);
  });
});

describe('tag catalogue', () => {
  it('names every tag, each starting with $ and listed once', () => {
    const codes = NOTIFICATION_TAGS.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const t of NOTIFICATION_TAGS) {
      expect(t.code.startsWith('$')).toBe(true);
      expect(t.name.length).toBeGreaterThan(0);
    }
    expect(codes).toEqual(expect.arrayContaining(['$candidateFirstName', '$meetingStart', '$joinLink', '$labelCandidate', '$labelMeetings']));
  });

  it('reads whole tag words, ignoring money amounts and repeats', () => {
    expect(tagsIn('Hi $candidateFirstName, pay $5.00; $labelMeetings and $candidateFirstName.')).toEqual(['$candidateFirstName', '$labelMeetings']);
  });

  it('lists tags outside the catalogue, and tags the alert may not use', () => {
    expect(unknownTags('Hi $candidateFirstName $candidateShoeSize')).toEqual(['$candidateShoeSize']);
    expect(unknownTags('On $meetingStart', 'PURGE_NOTICE')).toEqual(['$meetingStart']);
    expect(unknownTags('On $meetingStart', 'BOOKING_CONFIRMED')).toEqual([]);
    expect(allowedTags('PURGE_NOTICE')).toContain('$labelCandidate');
    expect(isTagCode('$purgeDate')).toBe(true);
  });

  it('words the refusal with the tags it found', () => {
    expect(unknownTagsMessage(['$x'])).toBe('Unknown tag $x: use the Tags List for the tags this Alert Name may use');
    expect(unknownTagsMessage(['$x', '$y'])).toMatch(/^Unknown tags \$x, \$y:/);
  });
});
