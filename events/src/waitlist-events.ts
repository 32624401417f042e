import { defineEvent, entityId, instant, timeZone } from './event-base.ts';

/**
 * A freed seat was held for the first eligible waitlisted candidate (issue 22): the WAITLIST_SEAT_HELD alert (e-mail
 * and SMS) tells them, with the link that confirms it, before `holdUntil`.
 */
export const waitlistSeatHeld = defineEvent('waitlist.seat-held', {
  holdId: entityId,
  bookingId: entityId,
  meetingId: entityId,
  projectId: entityId,
  candidateId: entityId,
  startsAt: instant,
  timeZone,
  holdUntil: instant,
});

export const waitlistEventExamples = [
  waitlistSeatHeld.parse({
    type: 'waitlist.seat-held',
    detail: {
      organisationId: '01JQ0ORG0000000000000000AA',
      occurredAt: '2027-03-04T22:05:00.000Z',
      holdId: '01JQ0HLD0000000000000000H1',
      bookingId: '01JQ0BKG0000000000000000B1',
      meetingId: '01JQ0MTG0000000000000000M1',
      projectId: '01JQ0PRJ0000000000000000A1',
      candidateId: '01JQ0USR00000000000000CAND',
      startsAt: '2027-04-03T23:00:00.000Z',
      timeZone: 'Australia/Sydney',
      holdUntil: '2027-03-05T10:05:00.000Z',
    },
  }),
];
