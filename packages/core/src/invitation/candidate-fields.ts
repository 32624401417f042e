import { MSG } from '@scheduler/contracts/messages';
import { fieldMessages, invalidMobileMessage, isValidEmail, isValidMobile } from '@scheduler/contracts/field-rules';
import { containsMarkup } from '@scheduler/contracts/markup';
import type { CountryCode } from '@scheduler/contracts/roles';

/** The organisation settings a candidate's fields are checked against (doc 3 §5 Candidate invite). */
export interface CandidateRules {
  uploadType: 'CSV' | 'Excel';
  countryCode: CountryCode;
}

/** A candidate as typed on the invite page or read from one row of a file. */
export interface CandidateInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
  uniqueId?: string;
  issueId?: string;
  requestTypes?: string;
}

/** A candidate whose fields passed: trimmed, the e-mail lower-cased, request types joined by a comma. */
export interface Candidate {
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
  uniqueId?: string;
  issueId?: string;
  requestTypes?: string;
}

export type CandidateCheck = { ok: true; candidate: Candidate } | { ok: false; fields: Record<string, string> };

const LIMITS = { firstName: 200, lastName: 200, email: 200, uniqueId: 100, issueId: 100, requestTypes: 500 } as const;

/** Request types: comma separated, each trimmed, empty entries dropped (doc 3 §5). */
export const joinRequestTypes = (text: string | undefined): string | undefined => {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length ? parts.join(',') : undefined;
};

/**
 * The one rule for a candidate's fields (doc 3 §5), for the single invite and every row of a file: first and last name
 * and e-mail required (format), mobile optional in the organisation's country pattern, unique id required for the CSV
 * upload type, request types comma separated; no markup anywhere. Messages by field name.
 */
export function checkCandidate(input: CandidateInput, rules: CandidateRules): CandidateCheck {
  const fields: Record<string, string> = {};
  const text = (name: keyof typeof LIMITS, value: string | undefined, required: boolean): string | undefined => {
    const v = (value ?? '').trim();
    if (!v) {
      if (required) fields[name] = MSG.requiredField;
      return undefined;
    }
    if (v.length > LIMITS[name]) fields[name] = fieldMessages.maxLength(LIMITS[name]);
    else if (containsMarkup(v)) fields[name] = fieldMessages.invalidMarkup;
    return v;
  };
  const firstName = text('firstName', input.firstName, true);
  const lastName = text('lastName', input.lastName, true);
  const email = text('email', input.email, true)?.toLowerCase();
  if (email && !fields.email && !isValidEmail(email)) fields.email = fieldMessages.email;
  const uniqueId = text('uniqueId', input.uniqueId, rules.uploadType === 'CSV');
  const issueId = text('issueId', input.issueId, false);
  const requestTypes = joinRequestTypes(text('requestTypes', input.requestTypes, false));
  const mobile = (input.mobile ?? '').replace(/[\s-]/g, '');
  if (mobile && !isValidMobile(mobile, rules.countryCode)) fields.mobile = invalidMobileMessage(rules.countryCode);
  if (Object.keys(fields).length || !firstName || !lastName || !email) return { ok: false, fields };
  return {
    ok: true,
    candidate: {
      firstName,
      lastName,
      email,
      ...(mobile ? { mobile } : {}),
      ...(uniqueId ? { uniqueId } : {}),
      ...(issueId ? { issueId } : {}),
      ...(requestTypes ? { requestTypes } : {}),
    },
  };
}
