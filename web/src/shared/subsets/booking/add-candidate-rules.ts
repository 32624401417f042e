import { MSG } from '@scheduler/contracts/messages';
import { fieldMessages, invalidMobileMessage, isValidEmail, isValidMobile } from '@scheduler/contracts/field-rules';
import type { newCandidateRequest } from '@scheduler/contracts/schemas/user-booking';
import type * as z from 'zod';
import type { FieldDef } from '../../ui/form/field-def.ts';

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

/** A candidate invite's values (the invite page's and the project's Add candidate manually): the route's body as typed. */
export type CandidateInviteValues = z.input<typeof newCandidateRequest>;

/** A candidate invite not filled in yet, in the organisation (the project or projects are the page's to add). */
export const emptyCandidateInvite = (organisationId: string): CandidateInviteValues => ({
  encryptedOrganisationId: organisationId,
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  uniqueId: '',
  customRequestTypes: '',
  linkExpiryDays: 1,
});

/**
 * The fields of a candidate invited by hand (doc 3 §5 Candidate invite): names and e-mail required, mobile in the
 * country's pattern, unique id required when the organisation's upload type is CSV, request types, and the link
 * expiry days when the organisation shows them.
 */
export function candidateFields(s: CandidateSettings): FieldDef<CandidateInviteValues>[] {
  return [
    { id: 'firstName', label: 'First Name', type: 'text', required: true },
    { id: 'lastName', label: 'Last Name', type: 'text', required: true },
    { id: 'email', label: 'Email', type: 'text', required: true, isEmail: true },
    { id: 'mobile', label: 'Mobile', type: 'text', hint: invalidMobileMessage(s.countryCode).replace('Invalid Mobile number format, e.g.', 'e.g.') },
    { id: 'uniqueId', label: 'Unique Id', type: 'text', required: s.uploadType === 'CSV' },
    { id: 'customRequestTypes', label: 'Request Types', type: 'text', hint: 'Comma separated' },
    ...(s.showLinkExpiry ? [LINK_EXPIRY_DAYS] : []),
  ];
}

/** Link Expiry Days (1 to 99), shown where the organisation shows it. */
export const LINK_EXPIRY_DAYS: FieldDef<CandidateInviteValues> = {
  id: 'linkExpiryDays',
  label: 'Link Expiry Days',
  type: 'number',
  required: true,
  min: 1,
  max: 99,
  integer: true,
};

/**
 * What the organisation's settings add to newCandidateRequest's rules (doc 3 §5): the mobile in its country's
 * pattern, the unique id where it uploads CSV, and the link expiry days where it shows them.
 */
export function candidateSettingsRules(s: CandidateSettings, v: CandidateInviteValues): Record<string, string | undefined> {
  const mobile = v.mobile?.trim() ?? '';
  return {
    mobile: mobile && !isValidMobile(mobile, s.countryCode) ? invalidMobileMessage(s.countryCode) : undefined,
    uniqueId: s.uploadType === 'CSV' && !v.uniqueId?.trim() ? MSG.requiredField : undefined,
    linkExpiryDays: s.showLinkExpiry && v.linkExpiryDays === undefined ? MSG.requiredField : undefined,
  };
}
