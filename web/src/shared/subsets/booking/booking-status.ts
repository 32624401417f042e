import { answersOf } from './completion-form.ts';

/** The booking statuses (doc 2 §4) as people read them: the status word, not its code. */
const STATUS_TEXT: Readonly<Record<string, string>> = {
  PENDING: 'Pending',
  INVITED: 'Invited',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
  ARCHIVED: 'Archived',
  COMPLETE: 'Complete',
  INCOMPLETE: 'Incomplete',
  MISSED: 'Missed',
};

/** 'Complete' for COMPLETE; a status the product does not know is shown in the same case ('On hold' for ON_HOLD). */
export function bookingStatusText(status: string | undefined): string {
  if (!status) return '';
  const known = STATUS_TEXT[status];
  if (known) return known;
  const words = status.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A status code as the server answers it (an update-status answer's message is the new status). */
export const isStatusCode = (v: string | undefined): boolean => !!v && v in STATUS_TEXT;

/** The status chip's colour (doc 1 §4 status colours): cancelled danger, pending warning, confirmed success, archived plain, others info. */
export function bookingStatusPalette(status: string | undefined): string {
  switch (status) {
    case 'CANCELLED':
      return 'red';
    case 'PENDING':
      return 'orange';
    case 'CONFIRMED':
      return 'green';
    case 'ARCHIVED':
      return 'gray';
    default:
      return 'blue';
  }
}

/**
 * The completion checklist as answered (completionChecklistSelected, 'label~Y;label~N', doc 2 §3) as lines people
 * read: 'Identity checked: Yes'. The booking's checklist (completionChecklist) gives the order and names items not
 * answered yet ('Not answered').
 */
export function checklistLines(checklist: string | undefined, selected: string | undefined): string[] {
  const answers = answersOf(selected);
  const items = (checklist ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  const all = [...items, ...Object.keys(answers).filter((k) => !items.includes(k))];
  if (Object.keys(answers).length === 0) return [];
  return all.map((item) => `${item}: ${answers[item] === 'Y' ? 'Yes' : answers[item] === 'N' ? 'No' : 'Not answered'}`);
}
