import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import type { UserType } from '@scheduler/contracts/roles';

/** The words for a user type, with the organisation's labels for assessor, invigilator and candidate. */
export function userTypeDisplay(type: UserType, labels: LabelSet): string {
  switch (type) {
    case 'ASSESSOR':
      return labelText(labels, 'ASSESSOR');
    case 'INVIGILATOR':
      return labelText(labels, 'INVIGILATOR');
    case 'CANDIDATE':
      return labelText(labels, 'CANDIDATE');
    case 'ORG_ADMIN':
      return 'Organisation Admin';
    case 'GRID_ADMIN':
      return 'Grid Admin';
  }
}

/** The 2-step method names of doc 1 §8 ('Email Address, Mobile Phone or a 3rd-party authentication app'). */
export const MFA_TYPE_DISPLAY = {
  EMAIL: 'Email Address',
  MOBILE: 'Mobile Phone',
  APP: '3rd-party authentication app',
} as const;

/** '{assessor} is not {assessor admin} for selected Organisation.' with the organisation's words. */
export function withRoleLabels(text: string, labels: LabelSet): string {
  return text.replace('{assessor admin}', labelText(labels, 'ASSESSOR_ADMIN')).replace('{assessor}', labelText(labels, 'ASSESSOR'));
}
