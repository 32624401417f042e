import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type Person } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { bookingRecords } from './testing/booking-records.ts';

const { db } = testDb();
givenRecordingDeps({ events: { publish: async () => {} } });
const world = await givenTwoOrganisations(db);
const { a } = world;
const records = bookingRecords(db, a.organisationId);

const SPOTS = 5;
const CALLS = 200;

describe('user-booking/new-booking race', () => {
  it(`${CALLS} admins' and candidates' booking calls for ${SPOTS} spots: exactly ${SPOTS} confirmed, the rest refused as full, nothing half-written`, async () => {
    const project = await records.project('ASSESSMENT');
    const meetingId = await records.meeting(project, 72, { candidateMax: SPOTS });
    // Even calls: the admin books a pending candidate (named by the candidate's id for a quarter of the calls, by the
    // pending step's id for the others); odd calls: the candidate, signed in, books their own step.
    const people = await Promise.all(
      Array.from({ length: CALLS }, (_, i) => (i % 2 === 1 || i % 4 === 0 ? world.member(a.organisationId, 'CANDIDATE') : { userId: ulid() })),
    );
    const steps = await Promise.all(people.map((p) => records.pending(p.userId, project)));
    const selfBookers = new Map(
      await Promise.all(people.filter((_, i) => i % 2 === 1).map(async (p) => [p.userId, await world.signedIn(p as Person)] as const)),
    );

    const started = Date.now();
    const answers = await Promise.all(
      people.map((p, i) =>
        i % 2 === 0
          ? invoke(handler, {
              method: 'POST',
              path: '/api/user-booking/new-booking',
              body:
                i % 4 === 0
                  ? { encryptedMeetingId: meetingId, encryptedCandidateId: p.userId }
                  : { encryptedMeetingId: meetingId, encryptedStepId: steps[i] },
              ...a.admin,
            })
          : invoke(handler, {
              method: 'POST',
              path: '/api/user-booking/new-booking',
              body: { encryptedMeetingId: meetingId, encryptedStepId: steps[i] },
              ...selfBookers.get(p.userId)!,
            }),
      ),
    );
    const elapsed = Date.now() - started;

    const statuses = answers.map((r) => `${r.statusCode} ${parseBody(r).status}`);
    const count = (s: string) => statuses.filter((x) => x === s).length;
    expect(count('200 SUCCESS'), statuses.join(', ')).toBe(SPOTS);
    expect(count('422 BOOKING_NA') + count('422 Not Allowed')).toBe(CALLS - SPOTS);
    // A candidate whose slot went hears 'Not Available'; an admin adding a candidate 'Max. Allowed spots already booked'.
    const refusals = answers.map((r, i) => ({ r, admin: i % 2 === 0 })).filter(({ r }) => r.statusCode === 422);
    for (const { r, admin } of refusals) {
      expect(parseBody(r)).toMatchObject(
        admin ? { status: 'Not Allowed', message: 'Max. Allowed spots already booked' } : { status: 'BOOKING_NA', message: 'Not Available' },
      );
    }

    const { data: meeting } = await db.meeting.get({ organisationId: a.organisationId, meetingId }).go();
    expect(meeting?.candidatesConfirmed).toBe(SPOTS);
    const { data: inMeeting } = await db.booking.query.byMeeting({ organisationId: a.organisationId, meetingKey: meetingId }).go({ pages: 'all' });
    expect(inMeeting.map((b) => b.status)).toEqual(Array(SPOTS).fill('CONFIRMED'));
    const bookings = await Promise.all(
      steps.map(async (bookingId) => (await db.booking.get({ organisationId: a.organisationId, bookingId }).go()).data!),
    );
    expect(bookings.filter((b) => b.status === 'CONFIRMED').length).toBe(SPOTS);
    expect(bookings.filter((b) => b.status === 'PENDING').every((b) => b.meetingId === undefined && b.start === undefined)).toBe(true);
    const guards = (
      await Promise.all(
        people.map(async (p) => (await db.bookingGuard.query.byCandidate({ organisationId: a.organisationId, candidateId: p.userId }).go()).data),
      )
    ).flat();
    expect(guards).toHaveLength(SPOTS);
    expect(new Set(guards.map((g) => g.bookingId))).toEqual(new Set(inMeeting.map((b) => b.bookingId)));
    console.info(`race: ${CALLS} calls for ${SPOTS} spots in ${elapsed} ms`);
  }, 120_000);
});
