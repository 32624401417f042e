import { describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { bookingRecords } from './testing/booking-records.ts';

const { db } = testDb();
givenRecordingDeps({ events: { publish: async () => {} } });
const world = await givenTwoOrganisations(db);
const { a } = world;
const organisationId = a.organisationId;
const records = bookingRecords(db, organisationId);

const CANDIDATES = 50;
/** The candidates' confirmed bookings are spread over a few meetings, so the old seats' SEQUENCE conditions contend too. */
const SOURCES = 5;

describe('user-booking/reschedule-booking race', () => {
  it(`${CANDIDATES} candidates reschedule into ONE free seat at once: exactly one move, ${CANDIDATES - 1} unchanged, seats equal bookings`, async () => {
    const project = await records.project('ASSESSMENT');
    const sources = await Promise.all(Array.from({ length: SOURCES }, (_, i) => records.meeting(project, 48 + i, { candidateMax: CANDIDATES })));
    const target = await records.meeting(project, 96, { candidateMax: 1 });
    const people = await Promise.all(Array.from({ length: CANDIDATES }, () => world.member(organisationId, 'CANDIDATE')));
    const signedIn = await Promise.all(people.map((p) => world.signedIn(p)));
    const steps = await Promise.all(people.map((p) => records.pending(p.userId, project)));
    for (const [i, stepId] of steps.entries()) {
      const booked = await invoke(handler, {
        method: 'POST',
        path: '/api/user-booking/new-booking',
        body: { encryptedMeetingId: sources[i % SOURCES], encryptedStepId: stepId },
        ...signedIn[i]!,
      });
      expect(booked.statusCode, booked.body).toBe(200);
    }

    const started = Date.now();
    const answers = await Promise.all(
      steps.map((stepId, i) =>
        invoke(handler, {
          method: 'POST',
          path: '/api/user-booking/reschedule-booking',
          body: { encryptedBookingId: stepId, encryptedMeetingId: target },
          ...signedIn[i]!,
        }),
      ),
    );
    const elapsed = Date.now() - started;

    const statuses = answers.map((r) => `${r.statusCode} ${parseBody(r).status}`);
    expect(
      statuses.filter((s) => s === '200 SUCCESS'),
      statuses.join(', '),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === '422 BOOKING_NA')).toHaveLength(CANDIDATES - 1);
    const winner = steps[answers.findIndex((r) => r.statusCode === 200)]!;

    const bookings = await Promise.all(steps.map(async (bookingId) => (await db.booking.get({ organisationId, bookingId }).go()).data!));
    expect(bookings.every((b) => b.status === 'CONFIRMED')).toBe(true);
    expect(bookings.filter((b) => b.meetingId === target).map((b) => b.bookingId)).toEqual([winner]);
    for (const [i, b] of bookings.entries()) if (b.bookingId !== winner) expect(b.meetingId).toBe(sources[i % SOURCES]);

    // Seat counters equal the confirmed bookings on every meeting; each candidate holds one guard, naming their meeting.
    for (const meetingId of [...sources, target]) {
      const { data: meeting } = await db.meeting.get({ organisationId, meetingId }).go();
      const { data: inMeeting } = await db.booking.query.byMeeting({ organisationId, meetingKey: meetingId }).go({ pages: 'all' });
      expect(meeting?.candidatesConfirmed, meetingId).toBe(inMeeting.filter((b) => b.status === 'CONFIRMED').length);
    }
    const guards = (
      await Promise.all(people.map(async (p) => (await db.bookingGuard.query.byCandidate({ organisationId, candidateId: p.userId }).go()).data))
    ).flat();
    expect(guards).toHaveLength(CANDIDATES);
    expect(new Map(guards.map((g) => [g.bookingId, g.meetingId]))).toEqual(new Map(bookings.map((b) => [b.bookingId, b.meetingId])));
    console.info(`reschedule race: ${CANDIDATES} calls for 1 seat in ${elapsed} ms`);
  }, 180_000);
});
