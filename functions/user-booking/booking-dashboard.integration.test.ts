import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import type { BookingStatus } from '@scheduler/core/booking/booking-entity';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import type { StepType } from '@scheduler/contracts/roles';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { meetingListRecords } from '../meeting/testing/meeting-list-world.ts';
import { handler } from './index.ts';

const { db } = testDb();
type Caller = { sub: string; sessionId: string };

const counters = async (who: Caller) => {
  const answer = await invoke(handler, { method: 'GET', path: '/api/user-booking/getBookingCounters', ...who });
  expect(answer.statusCode, answer.body).toBe(200);
  return JSON.parse(parseBody(answer).message) as Record<string, number>;
};
const quarters = (who: Caller, status: string, body: string[]) =>
  invoke(handler, { method: 'POST', path: '/api/user-booking/getQuarterDataBooking/{id}', params: { id: status }, body, ...who });
function totalOf(answer: Awaited<ReturnType<typeof invoke>>) {
  expect(answer.statusCode, answer.body).toBe(200);
  return (parseBody(answer) as { count: number }[]).reduce((n, r) => n + r.count, 0);
}

const world = await givenTwoOrganisations(db);
const { a, b } = world;
const records = meetingListRecords(db, a.organisationId);
const interviews = await records.project('Interviews');
const tests = await records.project('Tests', 'ASSESSMENT');
const projectB = await meetingListRecords(db, b.organisationId).project('B');
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

/** A booking of A written as the product writes it: with its list counters, in one transaction. */
async function booking(status: BookingStatus, at: { hours?: number; assessorId?: string; projectId?: string; stepType?: StepType } = {}) {
  const stamp = new Date().toISOString();
  const result = await db.service.transaction
    .write((e) =>
      bookingCreate(e, {
        organisationId: a.organisationId,
        bookingId: ulid(),
        candidateId: a.candidate.userId,
        projectId: at.projectId ?? interviews,
        stepType: at.stepType ?? 'INTERVIEW',
        status,
        statusDate: stamp,
        createdAt: stamp,
        updatedAt: stamp,
        ...(at.hours === undefined
          ? {}
          : { start: hoursFromNow(at.hours), end: hoursFromNow(at.hours + 1), meetingId: ulid(), assessorId: at.assessorId }),
      }),
    )
    .go();
  expect(result.canceled).toBe(false);
}

const assessor = a.assessor.userId;
const invigilator = a.invigilator.userId;
await booking('CONFIRMED', { hours: 48, assessorId: assessor });
await booking('CONFIRMED', { hours: 72, assessorId: invigilator, projectId: tests, stepType: 'ASSESSMENT' });
await booking('CONFIRMED', { hours: -48, assessorId: assessor });
await booking('CANCELLED', { hours: 24, assessorId: assessor });
await booking('CANCELLED', { hours: 30, assessorId: invigilator, projectId: tests, stepType: 'ASSESSMENT' });
await booking('CANCELLED', { hours: -24 * 60, assessorId: assessor });
await booking('COMPLETE', { hours: -72, assessorId: assessor });
await booking('MISSED', { hours: -96, assessorId: invigilator, projectId: tests, stepType: 'ASSESSMENT' });
await booking('ARCHIVED');
await booking('PENDING');

describe('user-booking/getBookingCounters', () => {
  it("counts each booking tab of the organisation for an admin, from the writes' counters", async () => {
    expect(await counters(a.admin)).toEqual({
      UPCOMING: 2,
      AWAITING_COMPLETION: 1,
      PAST: 2,
      COMPLETE: 1,
      MISSED_INCOMPLETE: 1,
      CANCELLED: 3,
      ARCHIVED: 1,
      PENDING: 1,
      waitlisted: { ASSESSMENT: 0, INTERVIEW: 0 },
    });
  });

  it("counts an assessor's and an invigilator's own meetings' bookings only", async () => {
    expect(await counters(a.assessor)).toMatchObject({
      UPCOMING: 1,
      AWAITING_COMPLETION: 1,
      PAST: 1,
      CANCELLED: 2,
      MISSED_INCOMPLETE: 0,
      PENDING: 0,
    });
    expect(await counters(a.invigilator)).toMatchObject({ UPCOMING: 1, AWAITING_COMPLETION: 0, PAST: 1, CANCELLED: 1, MISSED_INCOMPLETE: 1 });
  });

  it("never shows another organisation's bookings, and refuses candidates", async () => {
    const { waitlisted, ...tabs } = await counters(b.admin);
    expect(Object.values(tabs).every((n) => n === 0)).toBe(true);
    expect(waitlisted).toEqual({ ASSESSMENT: 0, INTERVIEW: 0 });
    expect((await invoke(handler, { method: 'GET', path: '/api/user-booking/getBookingCounters', ...a.candidate })).statusCode).toBe(403);
  });
});

describe('user-booking/getQuarterDataBooking', () => {
  it('counts the cancelled bookings per quarter, four back to three ahead', async () => {
    const answer = await quarters(a.admin, 'CANCELLED', []);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = parseBody(answer) as { qtr: string; count: number }[];
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.qtr)).toEqual([...rows.map((r) => r.qtr)].sort());
    expect(totalOf(answer)).toBe(3);
    expect(totalOf(await quarters(a.admin, 'cancelled', ['ALL']))).toBe(3);
    expect(totalOf(await quarters(a.admin, 'CONFIRMED', []))).toBe(3);
  });

  it('narrows the count by the assessor list, step types and projects', async () => {
    expect(totalOf(await quarters(a.admin, 'CANCELLED', [assessor]))).toBe(2);
    expect(totalOf(await quarters(a.admin, 'CANCELLED', [assessor, invigilator]))).toBe(3);
    expect(totalOf(await quarters(a.admin, 'CANCELLED', ['ASSESSMENT']))).toBe(1);
    expect(totalOf(await quarters(a.admin, 'CANCELLED', [tests]))).toBe(1);
    expect(totalOf(await quarters(a.admin, 'CANCELLED', [tests, assessor]))).toBe(0);
  });

  it("refuses other organisations' projects and assessors, candidates as assessors, unknown statuses and non-admins", async () => {
    expect((await quarters(a.admin, 'CANCELLED', [projectB])).statusCode).toBe(404);
    expect((await quarters(a.admin, 'CANCELLED', [b.assessor.userId])).statusCode).toBe(404);
    expect((await quarters(a.admin, 'CANCELLED', [a.candidate.userId])).statusCode).toBe(404);
    expect((await quarters(b.admin, 'CANCELLED', [assessor])).statusCode).toBe(404);
    expect(totalOf(await quarters(b.admin, 'CANCELLED', []))).toBe(0);
    expect((await quarters(a.admin, 'LOST', [])).statusCode).toBe(400);
    expect((await quarters(a.assessor, 'CANCELLED', [])).statusCode).toBe(403);
    expect((await quarters(a.admin, 'CANCELLED', ['<b>x</b>'])).statusCode).toBe(406);
  });
});
