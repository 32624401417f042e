import * as z from 'zod';
import { defineEvent, entityId, instant, timeZone } from './event-base.ts';

/** A meeting was created or edited (single, duplicate, upload or bulk edit). */
export const meetingSaved = defineEvent('meeting.saved', {
  meetingId: entityId,
  projectId: entityId,
  created: z.boolean(),
  startsAt: instant,
  timeZone,
  delivery: z.enum(['ONSITE', 'REMOTE']),
});

/** A meeting was moved in the calendar (eventDrag): booked candidates are told the new time. */
export const meetingRescheduled = defineEvent('meeting.rescheduled', {
  meetingId: entityId,
  projectId: entityId,
  previousStartsAt: instant,
  startsAt: instant,
  timeZone,
  reason: z.string().max(200).optional(),
});

/**
 * A live meeting was changed (an edit, a drag or a bulk edit): written in the meeting's own transaction, so it is heard
 * even if the process dies after the commit. `candidateFacing` (absent: true) says a booked candidate sees the change
 * (time, zone, delivery, address, assessor, link) and is told of it; every change also reaches the waitlist (a seat
 * more) and the integrations' meeting.changed webhook. `changedVersion` is the version the change replaced (the
 * alert's idempotency key).
 */
export const meetingChanged = defineEvent('meeting.changed', {
  meetingId: entityId,
  projectId: entityId,
  changedVersion: instant,
  candidateFacing: z.boolean().optional(),
});

/** A meeting was archived (deleted). */
export const meetingArchived = defineEvent('meeting.archived', {
  meetingId: entityId,
  projectId: entityId,
  comments: z.string().max(200).optional(),
});

/**
 * An assessment's confirmed bookings were below its candidateMin at its cancel-freeze deadline (issue 22 go/no-go):
 * written with the meeting's flag and the check row of that deadline; the notifier alerts its assessor and the
 * organisation's admins.
 */
export const meetingUnderMinimum = defineEvent('meeting.under-minimum', {
  meetingId: entityId,
  projectId: entityId,
  deadline: instant,
  confirmed: z.number().int().nonnegative(),
  minimum: z.number().int().positive(),
});

/** The host started the live session; candidates in the waiting room are admitted. */
export const meetingSessionStarted = defineEvent('meeting.session-started', {
  meetingId: entityId,
  projectId: entityId,
  mediaMeetingId: z.string().min(1),
  hostAttendeeId: z.string().min(1),
});

/** The live session finished (finishMeeting). */
export const meetingSessionEnded = defineEvent('meeting.session-ended', {
  meetingId: entityId,
  projectId: entityId,
  mediaMeetingId: z.string().min(1),
  durationSeconds: z.number().int().nonnegative(),
});

const base = {
  organisationId: '01JQ0ORG0000000000000000AA',
  actorUserId: '01JQ0USR0000000000000ASSES',
  meetingId: '01JQ0MTG0000000000000000M1',
  projectId: '01JQ0PRJ0000000000000000A1',
};

export const meetingEventExamples = [
  meetingSaved.parse({
    type: 'meeting.saved',
    detail: {
      ...base,
      occurredAt: '2027-03-01T00:00:00.000Z',
      created: true,
      startsAt: '2027-04-03T23:00:00.000Z',
      timeZone: 'Australia/Sydney',
      delivery: 'REMOTE',
    },
  }),
  meetingRescheduled.parse({
    type: 'meeting.rescheduled',
    detail: {
      ...base,
      occurredAt: '2027-03-02T00:00:00.000Z',
      previousStartsAt: '2027-04-03T23:00:00.000Z',
      startsAt: '2027-04-05T00:00:00.000Z',
      timeZone: 'Australia/Sydney',
      reason: 'Room unavailable',
    },
  }),
  meetingChanged.parse({
    type: 'meeting.changed',
    detail: { ...base, occurredAt: '2027-03-02T01:00:00.000Z', changedVersion: '2027-03-01T00:00:00.000Z' },
  }),
  meetingArchived.parse({ type: 'meeting.archived', detail: { ...base, occurredAt: '2027-03-03T00:00:00.000Z', comments: 'Duplicate slot' } }),
  meetingUnderMinimum.parse({
    type: 'meeting.under-minimum',
    detail: { ...base, occurredAt: '2027-04-02T23:00:00.000Z', deadline: '2027-04-02T23:00:00.000Z', confirmed: 2, minimum: 4 },
  }),
  meetingSessionStarted.parse({
    type: 'meeting.session-started',
    detail: {
      ...base,
      occurredAt: '2027-04-03T22:58:00.000Z',
      mediaMeetingId: 'c2a9f3e4-7b1d-4f3e-9a51-3b8f0e6d2c11',
      hostAttendeeId: 'a7e1b2c3-0000-4000-8000-000000000001',
    },
  }),
  meetingSessionEnded.parse({
    type: 'meeting.session-ended',
    detail: { ...base, occurredAt: '2027-04-04T00:01:00.000Z', mediaMeetingId: 'c2a9f3e4-7b1d-4f3e-9a51-3b8f0e6d2c11', durationSeconds: 3780 },
  }),
];
