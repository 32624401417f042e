import type { PendingStep } from './candidate-booking-query.ts';
import { meetingDateTime } from '../../lib/zoned-time.ts';

/** A pending step's place on its waitlist, and the seat held for the candidate (candidate home's pending card). */
export type WaitlistEntry = NonNullable<PendingStep['waitlist']>;
export type WaitlistHold = NonNullable<WaitlistEntry['hold']>;

/** The waitlist's words for the candidate (issue 22), in the spec's tone; {Placeholders} take the organisation's labels. */
export const WAITLIST_MSG = {
  join: 'Join the waitlist',
  joinTitle: 'Join the waitlist',
  joinIntro: 'When a seat frees, it is held for the first {candidate} on the waitlist it suits, and you are told by e-mail and SMS.',
  joinedTitle: 'On the waitlist',
  joined: 'You are on the waitlist. We will tell you by e-mail and SMS when a seat is held for you.',
  position: (n: number) => `You are number ${n} on the waitlist`,
  leave: 'Leave waitlist',
  leaveTitle: 'Leave waitlist',
  leaveConfirm: 'Do you wish to leave the waitlist? Your place is given up.',
  leftTitle: 'Waitlist',
  left: 'You have left the waitlist.',
  heldTitle: 'A seat is held for you',
  heldUntil: (expiry: string) => `Held for you until ${expiry}`,
  confirmHold: 'Confirm this appointment',
  confirmedTitle: 'Appointment Booked',
  confirmed: 'Your appointment is booked.',
  expiredTitle: 'Hold expired',
  expired: 'This held seat has expired or was passed on. You keep your place on the waitlist unless you booked elsewhere.',
  home: 'Go to Your Appointments',
  either: 'Either',
} as const;

/** 'From 01/03/2027 to 15/03/2027, onsite only' and the like: what the candidate narrowed the waitlist to. */
export function narrowingOf(e: Pick<WaitlistEntry, 'fromDate' | 'toDate' | 'deliveryMethod'>, method: (m: string) => string): string {
  const dates =
    e.fromDate && e.toDate ? `${e.fromDate} to ${e.toDate}` : e.fromDate ? `from ${e.fromDate}` : e.toDate ? `until ${e.toDate}` : 'any date';
  const how = e.deliveryMethod && e.deliveryMethod !== 'BOTH' ? method(e.deliveryMethod) : 'any delivery method';
  return `${dates}, ${how}`;
}

/** The held seat's meeting time and expiry, both in the meeting's zone. */
export const holdTimes = (h: WaitlistHold) => ({
  start: meetingDateTime(new Date(h.meetingStart), h.timeZone),
  expiry: meetingDateTime(new Date(h.expiresAt), h.timeZone),
});

/** A hold whose expiry has passed (the scheduler passes it on at its next run). */
export const holdExpired = (h: WaitlistHold, now: Date) => Date.parse(h.expiresAt) <= now.getTime();
