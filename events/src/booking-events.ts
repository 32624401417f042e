import * as z from 'zod';
import { defineEvent, entityId, instant, timeZone } from './event-base.ts';

const bookingFields = {
  bookingId: entityId,
  meetingId: entityId,
  projectId: entityId,
  candidateId: entityId,
  assessorId: entityId.optional(),
  startsAt: instant,
  timeZone,
  delivery: z.enum(['ONSITE', 'REMOTE']),
};

/** A candidate booked a slot: confirmation e-mail/SMS with the ICS attachment. */
export const bookingConfirmed = defineEvent('booking.confirmed', bookingFields);

/** A booking was cancelled by the candidate, an assessor or an admin. */
export const bookingCancelled = defineEvent('booking.cancelled', {
  ...bookingFields,
  reason: z.string().max(200).optional(),
  cancelledBy: entityId,
  /** Who cancelled, for the alert chosen: the candidate, staff (admin or assessor) or the product's own rules. */
  cancelledAs: z.enum(['CANDIDATE', 'ADMIN', 'AUTOMATIC']).default('CANDIDATE'),
  /** The meeting's calendar SEQUENCE the cancellation wrote: its CANCEL carries it, however late it is sent. */
  sequence: z.number().int().nonnegative().optional(),
});

/**
 * A confirmed booking moved to another meeting of its step in one write (issue 22 reschedule): the booking's fields
 * name the NEW meeting; `previous*` the meeting it left. The candidate's calendar gets a CANCEL of the old meeting's
 * event carrying `previousSequence` (the SEQUENCE the freed seat wrote) and a REQUEST of the new one.
 */
export const bookingRescheduled = defineEvent('booking.rescheduled', {
  ...bookingFields,
  stepType: z.enum(['ASSESSMENT', 'INTERVIEW']),
  previousMeetingId: entityId,
  previousStartsAt: instant,
  previousTimeZone: timeZone,
  previousDelivery: z.enum(['ONSITE', 'REMOTE']),
  previousSequence: z.number().int().nonnegative(),
});

/** A booking got its completion status (single or bulk complete). */
export const bookingCompleted = defineEvent('booking.completed', {
  ...bookingFields,
  status: z.enum(['COMPLETE', 'INCOMPLETE', 'MISSED']),
});

/** The reminders job found a reminder interval reached (organisation config `reminders`: key and hours before). */
export const bookingReminderDue = defineEvent('booking.reminder-due', {
  ...bookingFields,
  reminderKey: z.string().min(1),
  hoursBefore: z.number().nonnegative(),
});

const base = {
  organisationId: '01JQ0ORG0000000000000000AA',
  occurredAt: '2027-03-04T22:05:00.000Z',
  bookingId: '01JQ0BKG0000000000000000B1',
  meetingId: '01JQ0MTG0000000000000000M1',
  projectId: '01JQ0PRJ0000000000000000A1',
  candidateId: '01JQ0USR00000000000000CAND',
  assessorId: '01JQ0USR0000000000000ASSES',
  startsAt: '2027-04-03T23:00:00.000Z',
  timeZone: 'Australia/Sydney',
  delivery: 'ONSITE',
};

export const bookingEventExamples = [
  bookingConfirmed.parse({ type: 'booking.confirmed', detail: { ...base, actorUserId: base.candidateId } }),
  bookingCancelled.parse({
    type: 'booking.cancelled',
    detail: { ...base, actorUserId: base.candidateId, cancelledBy: base.candidateId, cancelledAs: 'CANDIDATE', reason: 'Unwell on the day' },
  }),
  bookingRescheduled.parse({
    type: 'booking.rescheduled',
    detail: {
      ...base,
      actorUserId: base.candidateId,
      stepType: 'ASSESSMENT',
      previousMeetingId: '01JQ0MTG0000000000000000M0',
      previousStartsAt: '2027-04-01T23:00:00.000Z',
      previousTimeZone: 'Australia/Sydney',
      previousDelivery: 'REMOTE',
      previousSequence: 3,
    },
  }),
  bookingCompleted.parse({ type: 'booking.completed', detail: { ...base, actorUserId: base.assessorId, status: 'COMPLETE' } }),
  bookingReminderDue.parse({ type: 'booking.reminder-due', detail: { ...base, reminderKey: 'REMINDER_24H', hoursBefore: 24 } }),
];
