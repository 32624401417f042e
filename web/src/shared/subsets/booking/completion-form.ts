import { fieldMessages } from '@scheduler/contracts/field-rules';
import { containsMarkup } from '@scheduler/contracts/markup';
import { BOOKING_MESSAGES } from '@scheduler/contracts/schemas/user-booking';

/** The statuses a booking may be completed to (doc 2 §4). */
export const COMPLETION_STATUSES = ['COMPLETE', 'INCOMPLETE', 'MISSED'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];
export const isCompletionStatus = (s: unknown): s is CompletionStatus => (COMPLETION_STATUSES as readonly unknown[]).includes(s);

export type ChecklistAnswer = 'Y' | 'N';
/** Comments are at most 200 characters (doc 2 §9). */
export const COMMENTS_MAX_LENGTH = 200;
export const COMMENTS_MARKUP = 'Invalid Markup found in Comments';

/** The checklist's items: the booking's completionChecklist, labels joined by semicolons (doc 2 §3). */
export const checklistItems = (checklist: string | undefined): string[] =>
  (checklist ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

/** The answers already given (completionChecklistSelected: label~Y or label~N joined by semicolons). */
export function answersOf(selected: string | undefined): Record<string, ChecklistAnswer> {
  const out: Record<string, ChecklistAnswer> = {};
  for (const part of (selected ?? '').split(';')) {
    const at = part.lastIndexOf('~');
    const answer = part.slice(at + 1).trim();
    if (at > 0 && (answer === 'Y' || answer === 'N')) out[part.slice(0, at).trim()] = answer;
  }
  return out;
}

/** The answers as the server takes them back. */
export const checklistText = (items: readonly string[], answers: Record<string, ChecklistAnswer>) => items.map((i) => `${i}~${answers[i]}`).join(';');

export interface CompletionForm {
  items: readonly string[];
  answers: Record<string, ChecklistAnswer>;
  status: CompletionStatus | '';
  comments: string;
}
export type CompletionErrors = Partial<Record<'checklist' | 'status' | 'comments', string>>;

/** The completion dialog's rules (doc 2 §5 Completion dialog), each with the spec's message. */
export function completionErrors(f: CompletionForm): CompletionErrors {
  const errors: CompletionErrors = {};
  if (f.items.some((i) => !f.answers[i])) errors.checklist = BOOKING_MESSAGES.checklist;
  if (!f.status) errors.status = BOOKING_MESSAGES.newStatus;
  const comments = f.comments.trim();
  if (f.status && f.status !== 'COMPLETE' && !comments) errors.comments = BOOKING_MESSAGES.statusComments;
  else if (comments.length > COMMENTS_MAX_LENGTH) errors.comments = fieldMessages.maxLength(COMMENTS_MAX_LENGTH);
  else if (containsMarkup(comments)) errors.comments = COMMENTS_MARKUP;
  return errors;
}

/** The update-status body of a completion: a COMPLETE clears the reason (doc 2 §4). */
export function completionBody(bookingId: string, existingStatus: string, f: CompletionForm) {
  return {
    encryptedId: bookingId,
    status: f.status as CompletionStatus,
    existingStatus,
    completionChecklistSelected: checklistText(f.items, f.answers),
    statusReason: f.status === 'COMPLETE' ? '' : f.comments.trim(),
  };
}
