import { describe, expect, it } from 'vitest';
import { addCalendarDays, hoursBetween, utcToZonedDateTime, zonedDateTimeToUtc } from '@scheduler/core/time/index';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { bookingRecords } from '../user-booking/testing/booking-records.ts';
import { handler } from './index.ts';

const { db } = testDb();
givenRecordingDeps();
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const recordsA = bookingRecords(db, a.organisationId);

const project = await recordsA.project('ASSESSMENT');
const otherProject = await recordsA.project('ASSESSMENT');
const stepId = await recordsA.pending(a.candidate.userId, project);
/**
 * Hours from now to noon, in the zone, of the day `daysAhead` after today in Sydney: the four offered meetings fall on
 * four different local days whatever the hour the test runs (a fixed 24-hour spacing put two on one Sydney day at
 * night; counting Perth's days from Perth's today put its meeting on the Melbourne one's date from 13:00 to 16:00 UTC,
 * when Sydney is a day ahead of Perth).
 */
const hoursToNoon = (daysAhead: number, zone = 'Australia/Sydney') => {
  const now = new Date();
  const noon = zonedDateTimeToUtc(addCalendarDays(utcToZonedDateTime(now, 'Australia/Sydney').date, daysAhead), '12:00', zone);
  return hoursBetween(now, noon);
};
const m = {
  soon: await recordsA.meeting(project, hoursToNoon(2)),
  remote: await recordsA.meeting(project, hoursToNoon(3), { deliveryMethod: 'REMOTE', address: undefined }),
  vic: await recordsA.meeting(project, hoursToNoon(4), { address: { city: 'Melbourne', state: 'VIC', postCode: 3000, countryCode: 'AU' } }),
  perth: await recordsA.meeting(project, hoursToNoon(5, 'Australia/Perth'), { timeZone: 'Australia/Perth' }),
  frozen: await recordsA.meeting(project, 1),
  full: await recordsA.meeting(project, 40, { candidateMax: 2, candidatesConfirmed: 2 }),
  hidden: await recordsA.meeting(project, 41, { show: false }),
  inactive: await recordsA.meeting(project, 42, { active: false }),
  archived: await recordsA.meeting(project, 43, { archived: true }),
  tooFar: await recordsA.meeting(project, 35 * 24),
  past: await recordsA.meeting(project, -5),
  otherProject: await recordsA.meeting(otherProject, 44),
};

const search = (caller: SignedIn, searchData: Record<string, unknown>, page: { pageIndex?: number; pageSize?: number } = {}) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/meeting/getMeetingSpotsEmpty',
    body: { searchData: JSON.stringify(searchData), ...page },
    ...caller,
  });
const ids = (answer: { body?: string }) => parseBody(answer).dataset.map((r: { encryptedId: string }) => r.encryptedId);

describe('meeting/getMeetingSpotsEmpty', () => {
  it('offers the open, shown, future meetings of the pending step with spots, by start, 10 a page', async () => {
    const answer = await search(a.candidate, { encryptedStepId: stepId });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ids(answer)).toEqual([m.soon, m.remote, m.vic, m.perth]);
    expect(parseBody(answer).size).toBe(4);
  });

  it("shows times in the meeting's zone with its short code and no staff ids", async () => {
    const rows = parseBody(await search(a.candidate, { encryptedStepId: stepId })).dataset;
    const perth = rows.find((r: { encryptedId: string }) => r.encryptedId === m.perth);
    expect(perth.timezoneCode).toBe('Per');
    expect(rows[0].timezoneCode).toBe('Syd');
    expect(perth.dateTimeCombined).toMatch(/Per$/);
    expect(rows.every((r: Record<string, unknown>) => r.encryptedAssessorId === undefined && r.seats === undefined)).toBe(true);
  });

  it('filters by Method, State (remote passes) and day, and pages', async () => {
    expect(ids(await search(a.candidate, { encryptedStepId: stepId, deliveryMethod: 'REMOTE' }))).toEqual([m.remote]);
    expect(ids(await search(a.candidate, { encryptedStepId: stepId, state: ['VIC'] }))).toEqual([m.remote, m.vic]);
    const rows = parseBody(await search(a.candidate, { encryptedStepId: stepId })).dataset;
    const day = rows[2].startDateDisplay;
    expect(ids(await search(a.candidate, { encryptedStepId: stepId, searchDate: day }))).toContain(m.vic);
    expect(ids(await search(a.candidate, { encryptedStepId: stepId, minSearchStart: rows[3].startDateDisplay }))).toEqual([m.perth]);
    const second = await search(a.candidate, { encryptedStepId: stepId }, { pageIndex: 1, pageSize: 3 });
    expect(ids(second)).toEqual([m.perth]);
    expect(parseBody(second).size).toBe(4);
  });

  it("refuses another candidate's booking and another organisation's (404), and offers nothing to a booking no longer pending", async () => {
    const other = await world.signedIn(await world.member(a.organisationId, 'CANDIDATE'));
    expect((await search(other, { encryptedStepId: stepId })).statusCode).toBe(404);
    expect((await search(b.candidate, { encryptedStepId: stepId })).statusCode).toBe(404);
    const done = await recordsA.pending(other.userId, project);
    await db.booking.patch({ organisationId: a.organisationId, bookingId: done }).set({ status: 'ARCHIVED' }).go();
    expect(parseBody(await search(other, { encryptedStepId: done }))).toEqual({ dataset: [], size: 0 });
  });

  it('refuses markup in the search data (406)', async () => {
    expect((await search(a.candidate, { encryptedStepId: stepId, state: ['<script>alert(1)</script>'] })).statusCode).toBe(406);
  });

  it('refuses staff (candidates only) and a bad searchData', async () => {
    expect((await search(a.admin, { encryptedStepId: stepId })).statusCode).toBe(403);
    const bad = await search(a.candidate, { encryptedStepId: stepId, searchDate: '2026-13-40' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps meetings beyond meetingPeriodVisible days out', async () => {
    const near = await recordsA.project('ASSESSMENT', { meetingPeriodVisible: 3 });
    const booking = await recordsA.pending(a.candidate.userId, near);
    const inside = await recordsA.meeting(near, 30);
    await recordsA.meeting(near, 6 * 24);
    expect(ids(await search(a.candidate, { encryptedStepId: booking }))).toEqual([inside]);
  });

  it("finds both 02:30s of Sydney's DST end day by that day, each shown 02:30 Syd, and Auckland's in its own zone", async () => {
    const dstProject = await recordsA.project('ASSESSMENT', { end: '2027-05-01T00:00:00.000Z', meetingPeriodVisible: undefined });
    const booking = await recordsA.pending(a.candidate.userId, dstProject);
    const at = (iso: string, timeZone = 'Australia/Sydney') => recordsA.meeting(dstProject, (Date.parse(iso) - Date.now()) / 3_600_000, { timeZone });
    const daylight = await at('2027-04-03T15:30:00.000Z'); // 02:30 AEDT
    const standard = await at('2027-04-03T16:30:00.000Z'); // 02:30 AEST, an hour later
    const auckland = await at('2027-04-03T13:30:00.000Z', 'Pacific/Auckland'); // 02:30 NZDT on the same day
    await at('2027-04-04T14:30:00.000Z'); // 00:30 on 5 April in Sydney
    const answer = await search(a.candidate, { encryptedStepId: booking, searchDate: '2027-04-04' });
    const rows = parseBody(answer).dataset as { encryptedId: string; startDateDisplay: string; startTimeDisplay: string; timezoneCode: string }[];
    expect(rows.map((r) => r.encryptedId)).toEqual([auckland, daylight, standard]);
    expect(rows.map((r) => `${r.startDateDisplay} ${r.startTimeDisplay} ${r.timezoneCode}`)).toEqual([
      '2027-04-04 02:30 Akl',
      '2027-04-04 02:30 Syd',
      '2027-04-04 02:30 Syd',
    ]);
  });
});
