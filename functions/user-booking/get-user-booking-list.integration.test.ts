import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import type { BookingStatus } from '@scheduler/core/booking/booking-entity';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { meetingListRecords } from '../meeting/testing/meeting-list-world.ts';
import { handler } from './index.ts';

const { db } = testDb();

type Caller = { sub: string; sessionId: string };
const list = (who: Caller, listType: string, refId = 'NA', body: object = {}) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/user-booking/getUserBookingList/{listType}/{refId}',
    params: { listType, refId },
    body: { pageIndex: 0, pageSize: 10, ...body },
    ...who,
  });
const rows = async (who: Caller, listType: string, refId = 'NA', body: object = {}) => {
  const answer = await list(who, listType, refId, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer) as { dataset: Record<string, unknown>[]; size: number };
};

const world = await givenTwoOrganisations(db, { firstNames: { a: { assessor: 'Ava', invigilator: 'Ivy', candidate: 'Cleo' } } });
const { a, b } = world;
const org = a.organisationId;
const records = meetingListRecords(db, org);
const interviews = await records.project('Graduate interviews');
const tests = await records.project('Written tests', 'ASSESSMENT');
const hour = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const zed = await world.member(org, 'CANDIDATE', {}, { firstName: 'Zed', lastName: 'Young' });
await db.userOrgAccess.patch({ organisationId: org, userId: a.candidate.userId }).set({ uniqueId: 'U-CLEO' }).go();
await db.userOrgAccess.patch({ organisationId: org, userId: zed.userId }).set({ uniqueId: 'U-ZED' }).go();

const meetings = {
  soon: await records.meeting(interviews, a.assessor.userId, at(48), { candidateMax: 5 }),
  later: await records.meeting(interviews, a.assessor.userId, at(96), { candidateMax: 5 }),
  gone: await records.meeting(interviews, a.assessor.userId, at(-48), { candidateMax: 5 }),
  test: await records.meeting(tests, a.invigilator.userId, at(-72), { stepType: 'ASSESSMENT', timeZone: 'Australia/Perth', candidateMax: 5 }),
};
const ids: Record<string, string> = {};
async function booking(
  name: string,
  opts: { status: BookingStatus; meetingId?: string; candidateId?: string; projectId?: string; statusDate?: string; readyToPurge?: boolean },
  organisationId = org,
) {
  const bookingId = ulid();
  ids[name] = bookingId;
  const meeting = opts.meetingId ? (await db.meeting.get({ organisationId, meetingId: opts.meetingId }).go()).data! : undefined;
  const result = await db.service.transaction
    .write((e) =>
      bookingCreate(e, {
        organisationId,
        bookingId,
        candidateId: opts.candidateId ?? a.candidate.userId,
        projectId: opts.projectId ?? interviews,
        stepType: meeting?.stepType ?? 'INTERVIEW',
        status: opts.status,
        statusDate: opts.statusDate ?? '2030-01-01T00:00:00.000Z',
        statusReason: opts.status === 'CANCELLED' ? 'Could not attend' : undefined,
        candidateRequestType: 'Standard',
        readyToPurge: opts.readyToPurge ?? false,
        ...(opts.readyToPurge ? { purgeDate: '2031-05-01' } : {}),
        createdAt: '2030-01-01T00:00:00.000Z',
        updatedAt: '2030-01-01T00:00:00.000Z',
        ...(meeting ? { meetingId: meeting.meetingId, assessorId: meeting.assessorId, start: meeting.start, end: meeting.end } : {}),
      }),
    )
    .go();
  expect(result.canceled).toBe(false);
}

await booking('upSoonCleo', { status: 'CONFIRMED', meetingId: meetings.soon });
await booking('upSoonZed', { status: 'CONFIRMED', meetingId: meetings.soon, candidateId: zed.userId });
await booking('upLater', { status: 'CONFIRMED', meetingId: meetings.later, candidateId: zed.userId });
await booking('awaiting', { status: 'CONFIRMED', meetingId: meetings.gone });
await booking('awaitingTest', { status: 'CONFIRMED', meetingId: meetings.test, projectId: tests });
await booking('done', { status: 'COMPLETE', meetingId: meetings.gone, candidateId: zed.userId });
await booking('missed', { status: 'MISSED', meetingId: meetings.gone });
await booking('cancelOld', { status: 'CANCELLED', meetingId: meetings.soon, statusDate: '2030-02-01T00:00:00.000Z' });
await booking('cancelNew', { status: 'CANCELLED', meetingId: meetings.later, candidateId: zed.userId, statusDate: '2030-03-01T00:00:00.000Z' });
await booking('archived', { status: 'ARCHIVED', readyToPurge: true, statusDate: '2030-04-01T00:00:00.000Z' });
await booking('pending', { status: 'PENDING', candidateId: zed.userId, readyToPurge: true });
const projectB = await meetingListRecords(db, b.organisationId).project('B project');
await booking('other', { status: 'PENDING', candidateId: b.candidate.userId, projectId: projectB }, b.organisationId);

const nameOf = () => new Map(Object.entries(ids).map(([k, v]) => [v, k]));
const names = (page: { dataset: Record<string, unknown>[] }) => page.dataset.map((r) => nameOf().get(String(r.encryptedId)));

describe('user-booking/getUserBookingList: the tabs', () => {
  it('lists Upcoming for an admin by start, with the row fields of the spec and the total from the counters', async () => {
    const page = await rows(a.admin, 'UPCOMING');
    expect(names(page).slice(2)).toEqual(['upLater']);
    expect(new Set(names(page).slice(0, 2))).toEqual(new Set(['upSoonCleo', 'upSoonZed']));
    expect(page.size).toBe(3);
    const cleo = page.dataset.find((r) => r.encryptedId === ids.upSoonCleo)!;
    expect(cleo).toMatchObject({
      status: 'CONFIRMED',
      stepTypeDisplay: 'Interview',
      candidateUniqueId: 'U-CLEO',
      candidateRequestType: 'Standard',
      encryptedMeetingId: meetings.soon,
      projectName: 'Graduate interviews',
      readyToPurge: false,
    });
    expect(String(cleo.candidateName)).toMatch(/^Cleo /);
    expect(String(cleo.assessorName)).toMatch(/^Ava /);
    expect(String(cleo.dateTimeCombined)).toMatch(/^\w+day, \d{2} \w+ \d{4} \d{2}:\d{2} [AP]M Syd$/);
  });

  it('pages and reverses the Upcoming order when the Timeline is sorted descending', async () => {
    const first = await rows(a.admin, 'UPCOMING', 'NA', { pageSize: 1, sortColumn: 'dateTimeCombined', sortDirection: 'desc' });
    expect(names(first)).toEqual(['upLater']);
    expect(first.size).toBe(3);
  });

  it('shows a meeting time in its own zone with its short code', async () => {
    const page = await rows(a.admin, 'AWAITING_COMPLETION');
    expect(names(page)).toEqual(['awaiting', 'awaitingTest']);
    expect(String(page.dataset[1]!.dateTimeCombined)).toMatch(/ Per$/);
  });

  it('lists Past, Complete and Missed/Incomplete by their statuses', async () => {
    expect(new Set(names(await rows(a.admin, 'PAST')))).toEqual(new Set(['done', 'missed']));
    expect(names(await rows(a.admin, 'COMPLETE'))).toEqual(['done']);
    expect(names(await rows(a.admin, 'missed_incomplete'))).toEqual(['missed']);
  });

  it('sorts Cancelled and Archived by status date, latest first, with the reason for admins and the purge date', async () => {
    const cancelled = await rows(a.admin, 'CANCELLED');
    expect(names(cancelled)).toEqual(['cancelNew', 'cancelOld']);
    expect(cancelled.dataset[0]!.statusReason).toBe('Could not attend');
    const archived = await rows(a.admin, 'ARCHIVED');
    expect(names(archived)).toEqual(['archived']);
    expect(archived.dataset[0]).toMatchObject({ readyToPurge: true, purgeDate: '2031-05-01', purgeDateLabel: 'Purge Date' });
  });

  it('gives the Cancelled sub-lists by candidate and by assessor', async () => {
    const byCandidate = await rows(a.admin, 'CANCELLED', 'NA', { searchData: JSON.stringify({ encryptedCandidateId: zed.userId }) });
    expect(names(byCandidate)).toEqual(['cancelNew']);
    const byAssessor = await rows(a.admin, 'CANCELLED', 'NA', { searchData: JSON.stringify({ encryptedAssessorId: a.assessor.userId }) });
    expect(names(byAssessor)).toEqual(['cancelNew', 'cancelOld']);
    const byInvigilator = await rows(a.admin, 'CANCELLED', 'NA', { searchData: JSON.stringify({ encryptedAssessorId: a.invigilator.userId }) });
    expect(names(byInvigilator)).toEqual([]);
    expect((await list(a.admin, 'CANCELLED', 'NA', { searchData: JSON.stringify({ encryptedCandidateId: b.candidate.userId }) })).statusCode).toBe(
      404,
    );
    expect((await list(a.admin, 'CANCELLED', 'NA', { searchData: JSON.stringify({ encryptedAssessorId: b.assessor.userId }) })).statusCode).toBe(404);
  });

  it('searches a tab by candidate name or unique id', async () => {
    const page = await rows(a.admin, 'UPCOMING', 'NA', { filter: 'u-zed' });
    expect(new Set(names(page))).toEqual(new Set(['upSoonZed', 'upLater']));
    expect(page.size).toBe(2);
  });

  it("gives an assessor only their own meetings' bookings, and Cancelled but not the admin's tabs", async () => {
    expect(new Set(names(await rows(a.assessor, 'UPCOMING')))).toEqual(new Set(['upSoonCleo', 'upSoonZed', 'upLater']));
    expect(names(await rows(a.assessor, 'AWAITING_COMPLETION'))).toEqual(['awaiting']);
    expect(names(await rows(a.assessor, 'CANCELLED'))).toEqual(['cancelNew', 'cancelOld']);
    for (const t of ['COMPLETE', 'MISSED_INCOMPLETE', 'ARCHIVED']) expect((await list(a.assessor, t)).statusCode).toBe(403);
  });

  it('gives an invigilator their own bookings and no Cancelled tab; an org admin as invigilator the same view', async () => {
    expect(names(await rows(a.invigilator, 'AWAITING_COMPLETION'))).toEqual(['awaitingTest']);
    expect(names(await rows(a.invigilator, 'UPCOMING'))).toEqual([]);
    expect((await list(a.invigilator, 'CANCELLED')).statusCode).toBe(403);
    const asInvigilator = { searchData: JSON.stringify({ checkOrgAdminInvigilator: true }) };
    expect(names(await rows(a.admin, 'UPCOMING', 'NA', asInvigilator))).toEqual([]);
    expect((await list(a.admin, 'ARCHIVED', 'NA', asInvigilator)).statusCode).toBe(403);
  });

  it("never shows another organisation's bookings, and refuses a candidate and an unknown list", async () => {
    expect(names(await rows(b.admin, 'UPCOMING'))).toEqual([]);
    expect((await list(a.candidate, 'UPCOMING')).statusCode).toBe(403);
    expect((await list(a.admin, 'SOMETHING')).statusCode).toBe(400);
  });

  it('exports a tab as csv with the asked headers', async () => {
    const answer = await rows(a.admin, 'CANCELLED', 'NA', {
      pageSize: 0,
      exportFormat: 'csv',
      exportTableHeaders: ['candidateName_Candidate', 'status_Status'],
      exportFileName: 'bookings_export',
    });
    const file = answer as unknown as { file: string; fileName: string };
    const text = Buffer.from(file.file, 'base64').toString('utf8');
    expect(file.fileName).toMatch(/^bookings_export/);
    expect(text.split(/\r?\n/).filter(Boolean)).toHaveLength(3);
    expect(text).toContain('CANCELLED');
  });
});

describe('user-booking/getUserBookingList: a meeting, a project, a candidate', () => {
  it("lists a meeting's bookings by candidate name with the status filter", async () => {
    const all = await rows(a.admin, 'MEETING', meetings.soon, { searchData: JSON.stringify({ status: ['ALL'] }) });
    expect(new Set(names(all).slice(0, 2))).toEqual(new Set(['upSoonCleo', 'cancelOld']));
    expect(names(all)[2]).toBe('upSoonZed');
    const confirmed = await rows(a.admin, 'MEETING', meetings.soon, { searchData: JSON.stringify({ status: ['CONFIRMED'] }) });
    expect(names(confirmed)).toEqual(['upSoonCleo', 'upSoonZed']);
    expect(confirmed.size).toBe(2);
  });

  it("lets the meeting's assessor list it, not another assessor, and not another organisation", async () => {
    expect((await rows(a.assessor, 'MEETING', meetings.soon)).size).toBe(3);
    expect((await list(a.invigilator, 'MEETING', meetings.soon)).statusCode).toBe(404);
    expect((await list(b.admin, 'MEETING', meetings.soon)).statusCode).toBe(404);
  });

  it("lists a project's bookings for admins, filtered by status, and refuses others", async () => {
    const page = await rows(a.admin, 'PROJECT', interviews, { searchData: JSON.stringify({ status: ['PENDING', 'ARCHIVED'] }) });
    expect(new Set(names(page))).toEqual(new Set(['pending', 'archived']));
    expect(page.size).toBe(2);
    const pending = page.dataset.find((r) => r.encryptedId === ids.pending)!;
    expect(pending).toMatchObject({ readyToPurge: true, purgeDateLabel: 'Sanitise Date', dateTimeCombined: '' });
    expect((await rows(a.admin, 'PROJECT', interviews)).size).toBe(10);
    expect((await list(a.assessor, 'PROJECT', interviews)).statusCode).toBe(403);
    expect((await list(b.admin, 'PROJECT', interviews)).statusCode).toBe(404);
  });

  it("lists a candidate's bookings for admins, latest start first", async () => {
    const page = await rows(a.admin, 'CANDIDATE', zed.userId, { searchData: JSON.stringify({ status: ['CONFIRMED'] }) });
    expect(names(page)).toEqual(['upLater', 'upSoonZed']);
    expect((await list(b.admin, 'CANDIDATE', zed.userId)).statusCode).toBe(404);
  });

  it("lists an assessor's bookings for admins across statuses, latest start first, paged by the index", async () => {
    const all = await rows(a.admin, 'ASSESSOR', a.assessor.userId);
    // Latest start first: the later meeting's two, the soon one's three, then the past one's three.
    const meetingOf: Record<string, string> = { upLater: 'later', cancelNew: 'later', upSoonCleo: 'soon', upSoonZed: 'soon', cancelOld: 'soon' };
    expect(names(all).map((n) => meetingOf[n!] ?? 'gone')).toEqual(['later', 'later', 'soon', 'soon', 'soon', 'gone', 'gone', 'gone']);
    expect(new Set(names(all).slice(5))).toEqual(new Set(['awaiting', 'done', 'missed']));
    expect(all.size).toBe(8);
    const second = await rows(a.admin, 'ASSESSOR', a.assessor.userId, { pageIndex: 1, pageSize: 3 });
    expect(second.dataset).toHaveLength(3);
    expect(second.size).toBe(8);
    const confirmed = await rows(a.admin, 'ASSESSOR', a.assessor.userId, { searchData: JSON.stringify({ status: ['CONFIRMED'] }) });
    expect(names(confirmed)[0]).toBe('upLater');
    expect(new Set(names(confirmed))).toEqual(new Set(['upLater', 'upSoonCleo', 'upSoonZed', 'awaiting']));
    expect(confirmed.size).toBe(4);
    expect(names(await rows(a.admin, 'ASSESSOR', a.invigilator.userId))).toEqual(['awaitingTest']);
    expect((await list(a.admin, 'ASSESSOR', zed.userId)).statusCode).toBe(404);
    expect((await list(a.assessor, 'ASSESSOR', a.assessor.userId)).statusCode).toBe(403);
    expect((await list(b.admin, 'ASSESSOR', a.assessor.userId)).statusCode).toBe(404);
  });
});
