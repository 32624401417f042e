import { MSG } from '@scheduler/contracts/messages';
import { fieldMessages, invalidMobileMessage, isValidEmail, MOBILE_PATTERNS } from '@scheduler/contracts/field-rules';
import type { FieldDef } from '../../ui/form/form-field.tsx';

interface MeetingState {
  archived?: boolean;
  active?: boolean;
  candidatesConfirmed?: number;
  candidateMax?: number;
}

/** A candidate may be added to a meeting only if it is not archived, active, in the future and has free spots (doc 2 §4). */
export function addCandidateAllowed(m: MeetingState, start: Date | undefined, now: Date): boolean {
  return !m.archived && m.active !== false && !!start && start.getTime() > now.getTime() && (m.candidatesConfirmed ?? 0) < (m.candidateMax ?? 0);
}

/** Add existing candidate (doc 2 §2 modals): e-mail and unique id, both required. */
export function existingCandidateErrors(v: { email: string; uniqueId: string }): Partial<Record<'email' | 'uniqueId', string>> {
  const errors: Partial<Record<'email' | 'uniqueId', string>> = {};
  const email = v.email.trim();
  if (!email) errors.email = MSG.requiredField;
  else if (!isValidEmail(email)) errors.email = fieldMessages.email;
  if (!v.uniqueId.trim()) errors.uniqueId = MSG.requiredField;
  else if (v.uniqueId.trim().length > 100) errors.uniqueId = fieldMessages.maxLength(100);
  return errors;
}

/** The admin booking's success (doc 2 §8): '{Meeting} Booked'. */
export const bookedTitle = (meeting: string) => `${meeting} Booked`;

/** A project's Add candidate success (doc 2 §8), in the organisation's word for Candidate. */
export const addedToProject = (candidate: string) => `${candidate} successfully added to this Project`;

/** What the organisation asks of a new candidate (upload/getCandidateInviteSettings). */
export interface CandidateSettings {
  uploadType: 'CSV' | 'Excel';
  countryCode: 'AU' | 'NZ';
  showLinkExpiry: boolean;
}

/**
 * The fields of a candidate added to a project by hand (doc 3 §5 Candidate invite, the project fixed): names and e-mail
 * required, mobile in the country's pattern, unique id required when the organisation's upload type is CSV, request
 * types, and the link expiry days when the organisation shows them.
 */
export function candidateFields(s: CandidateSettings): FieldDef[] {
  const required = { required: true, requiredMessage: MSG.requiredField };
  return [
    { id: 'firstName', label: 'First Name', type: 'text', ...required, maxLength: 200 },
    { id: 'lastName', label: 'Last Name', type: 'text', ...required, maxLength: 200 },
    { id: 'email', label: 'Email', type: 'text', ...required, maxLength: 200, isEmail: true },
    {
      id: 'mobile',
      label: 'Mobile',
      type: 'text',
      maxLength: 20,
      hint: invalidMobileMessage(s.countryCode).replace('Invalid Mobile number format, e.g.', 'e.g.'),
      patterns: [{ pattern: MOBILE_PATTERNS[s.countryCode], message: invalidMobileMessage(s.countryCode) }],
    },
    { id: 'uniqueId', label: 'Unique Id', type: 'text', required: s.uploadType === 'CSV', requiredMessage: MSG.requiredField, maxLength: 100 },
    { id: 'customRequestTypes', label: 'Request Types', type: 'text', maxLength: 500, hint: 'Comma separated' },
    ...(s.showLinkExpiry
      ? [{ id: 'linkExpiryDays', label: 'Link Expiry Days', type: 'number', ...required, min: 1, max: 99, integer: true } as FieldDef]
      : []),
  ];
}
