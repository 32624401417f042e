import { MSG } from '@scheduler/contracts/messages';
import { fieldMessages, isValidEmail } from '@scheduler/contracts/field-rules';

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
