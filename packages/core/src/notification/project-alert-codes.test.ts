import { STEP_TYPES } from '@scheduler/contracts/roles';
import { describe, expect, it } from 'vitest';
import { AUDITED_FIELDS } from '../project/project-rules.ts';
import type { NotificationTemplate } from './notification-template-entity.ts';
import { defaultRecipients, defaultTemplate, isProjectAlertCode, projectAlertDefinitions } from './project-alert-codes.ts';

const template = (
  templateId: string,
  deliveryMethod: 'EMAIL' | 'SMS',
  scope: 'ORGANISATION' | 'PROJECT',
  projectIds?: string[],
): NotificationTemplate => ({
  organisationId: 'O1',
  templateId,
  code: 'BOOKING_CONFIRMED',
  scope,
  deliveryMethod,
  name: templateId,
  body: 'b',
  projectIds,
  archived: false,
  createdAt: '',
  updatedAt: '',
});

describe('project alert codes', () => {
  it('are the Project-scope alerts of the step type: no invitation or purge notice, no booking alerts for internal work', () => {
    const assessment = projectAlertDefinitions('ASSESSMENT').map((a) => a.code);
    expect(assessment).toContain('BOOKING_CONFIRMED');
    expect(assessment).not.toContain('CANDIDATE_INVITATION');
    expect(assessment).not.toContain('PURGE_NOTICE');
    expect(isProjectAlertCode('BOOKING_CONFIRMED', 'INTERNAL')).toBe(false);
    expect(isProjectAlertCode('MEETING_CHANGED', 'INTERNAL')).toBe(true);
    expect(isProjectAlertCode('NOT_A_CODE', 'ASSESSMENT')).toBe(false);
  });

  it('send a default alert to the assessor when allocated, to both when a meeting changes, else to the candidate', () => {
    expect(defaultRecipients('ASSESSOR_ALLOCATED')).toEqual({ emAddress: '$assessorEmail', mobileNo: '$assessorMobile' });
    expect(defaultRecipients('MEETING_CANCELLED')).toEqual({
      emAddress: '$candidateEmail; $assessorEmail',
      mobileNo: '$candidateMobile; $assessorMobile',
    });
    expect(defaultRecipients('BOOKING_REMINDER')).toEqual({ emAddress: '$candidateEmail', mobileNo: '$candidateMobile' });
  });

  it("pick the project's own Project-scope template first, then the first of the method by name", () => {
    const templates = [
      template('A-org', 'EMAIL', 'ORGANISATION'),
      template('B-mine', 'EMAIL', 'PROJECT', ['P1']),
      template('C-sms', 'SMS', 'PROJECT'),
    ];
    expect(defaultTemplate(templates, 'P1', 'EMAIL')?.templateId).toBe('B-mine');
    expect(defaultTemplate(templates, 'P2', 'EMAIL')?.templateId).toBe('A-org');
    expect(defaultTemplate(templates, 'P2', 'SMS')?.templateId).toBe('C-sms');
    expect(defaultTemplate(templates.slice(0, 1), 'P1', 'SMS')).toBeUndefined();
  });

  it("fits a new project's default alerts in its create transaction (DynamoDB: 100 items)", () => {
    // The project, its audit row and a field row per audited field; three writes per alert (alert, code guard, audit row).
    for (const stepType of STEP_TYPES) {
      expect(2 + Object.keys(AUDITED_FIELDS).length + 3 * projectAlertDefinitions(stepType).length).toBeLessThanOrEqual(100);
    }
  });
});
