import { gapCancellations, type OfferContext, type OfferRefusal, offerRefusal } from '../booking/offer-rules.ts';
import { addHours } from '../time/time-arithmetic.ts';
import { formatApiDate } from '../time/time-formats.ts';

/**
 * Who a freed seat may be held for (issue 22), pure. A hold is offered only for a meeting the rule engine offers the
 * candidate (offerRefusal, the one the search and the booking call use, as the candidate: never past the cancel
 * freeze), inside what they narrowed (days in the meeting's zone, delivery method), and never where taking it would
 * cancel another booking of theirs by the gap rule (that cancellation needs the booking page's warning, which a hold
 * cannot give: such a candidate is passed over for this meeting and keeps their place).
 */

/** What a candidate narrowed their waitlist place to. */
export interface Narrowing {
  fromDate?: string;
  toDate?: string;
  deliveryMethod: 'ONSITE' | 'REMOTE' | 'BOTH';
}

export type HoldRefusal = OfferRefusal | 'narrowed-out' | 'gap-cancels';

/** Whether the meeting lies inside the candidate's narrowing. */
export function insideNarrowing(meeting: OfferContext['meeting'], n: Narrowing): boolean {
  const day = formatApiDate(new Date(meeting.start), meeting.timeZone);
  if (n.fromDate && day < n.fromDate) return false;
  if (n.toDate && day > n.toDate) return false;
  return n.deliveryMethod === 'BOTH' || n.deliveryMethod === meeting.deliveryMethod;
}

/** Why the seat of `meeting` may not be held for the candidate, or undefined when it may. */
export function holdRefusal(c: Omit<OfferContext, 'asAdmin'> & { narrowing: Narrowing }): HoldRefusal | undefined {
  const refusal = offerRefusal({ ...c, asAdmin: false });
  if (refusal) return refusal;
  if (!insideNarrowing(c.meeting, c.narrowing)) return 'narrowed-out';
  if (gapCancellations(c).length) return 'gap-cancels';
  return undefined;
}

/** The meeting's cancel-freeze deadline: freezePeriodCancel hours before its start (else the project's by method). */
export function freezeDeadline(c: Pick<OfferContext, 'meeting' | 'project'>): Date {
  const { meeting: m, project: p } = c;
  const freeze = m.freezePeriodCancel ?? (m.deliveryMethod === 'REMOTE' ? p.freezePeriodRemote : p.freezePeriodOnsite) ?? 0;
  return addHours(new Date(m.start), -Math.max(0, freeze));
}

/** When a hold taken at `now` ends: the organisation's hold time, never past the cancel-freeze deadline. */
export function holdEnd(c: Pick<OfferContext, 'meeting' | 'project' | 'now'>, holdHours: number): Date {
  const wanted = addHours(c.now, holdHours);
  const deadline = freezeDeadline(c);
  return wanted < deadline ? wanted : deadline;
}
