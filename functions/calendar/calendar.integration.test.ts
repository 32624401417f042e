import ICAL from 'ical.js';
import { parse } from 'csv-parse/sync';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '@scheduler/local/testing/test-db';
import { hashToken } from '@scheduler/core/token-hash';
import { feedVersionWrites } from '@scheduler/core/calendar/calendar-feed-version-store';
import { createCalendarEntries, type MeetingSelection } from '@scheduler/core/calendar/calendar-entries';
import { csvOf, icsOf } from '@scheduler/core/calendar/calendar-file';
import { createMeetingStore } from '@scheduler/core/meeting/meeting-store';
import { getDeps, setDeps } from '../lib/deps.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler as userHandler } from '../user/index.ts';
import { handler } from './index.ts';
import { calendarRecords } from './testing/calendar-records.ts';

const { db } = testDb();
const FEED_SECRET = 'feed-secret-for-calendar-tests-0123456789';
setDeps({ ...getDeps(), secrets: async (name) => (name === 'FEED_TOKEN' ? FEED_SECRET : undefined) });

const get = (who: SignedIn | null, path: string, params: Record<string, string>, headers?: Record<string, string>) =>
  invoke(handler, { method: 'GET', path, params, ...(who ? { sub: who.sub, sessionId: who.sessionId } : {}), ...(headers ? { headers } : {}) });
const meetingFile = (who: SignedIn, meetingId: string) => get(who, '/api/calendar/meeting/download/{meetingId}', { meetingId });
const projectFile = (who: SignedIn, projectId: string) => get(who, '/api/calendar/project/download/{projectId}', { projectId });
const rangeFile = (who: SignedIn, exportType: string, type: string, startDate: string, endDate: string) =>
  get(who, '/api/calendar/download/{exportType}/{type}/{startDate}/{endDate}', { exportType, type, startDate, endDate });
const feed = (token: string, headers?: Record<string, string>) => get(null, '/api/calendar/{token}/publish.ics', { token }, headers);
const feedToken = async (who: SignedIn, renew = false) =>
  parseBody(
    await invoke(userHandler, {
      method: 'GET',
      path: '/api/user/getCalFeedToken',
      sub: who.sub,
      sessionId: who.sessionId,
      ...(renew ? { query: { renew: 'Y' } } : {}),
    }),
  ).message as string;

/** Reads an ICS with Mozilla's ical.js, its zones registered from the file's own VTIMEZONEs. */
function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}
const fileText = (answer: { file?: string }) => Buffer.from(answer.file!, 'base64').toString('utf8');

const world = await givenTwoOrganisations(db, {
  names: ['Calendar Org A', 'Calendar Org B'],
  firstNames: { a: { assessor: 'Ava', invigilator: 'Ivan', candidate: 'Cara' } },
});
const { a, b } = world;
const recordsA = calendarRecords(db, a.organisationId);
const recordsB = calendarRecords(db, b.organisationId);
const DAY = 86_400_000;
const inDays = (days: number, hourUtc = 0) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hourUtc * 3_600_000).toISOString();

let projectA = '';
let projectB = '';
const m = {} as Record<'onsite' | 'remote' | 'assessment' | 'archived' | 'inactive' | 'other' | 'dst' | 'recent' | 'old' | 'b', string>;

beforeAll(async () => {
  const now = new Date().toISOString();
  for (const [code, display] of [
    ['MEETING', 'Session'],
    ['INTERVIEW', 'Chat'],
    ['CANDIDATES', 'Learners'],
  ] as const) {
    await db.configLabel
      .create({
        organisationId: a.organisationId,
        codeGroup: code === 'CANDIDATES' ? 'CANDIDATE' : code,
        labelId: ulid(),
        code,
        display,
        createdAt: now,
        updatedAt: now,
      })
      .go();
  }
  projectA = await recordsA.project('Graduate, Intake; 2027');
  projectB = await recordsB.project('B Project');
  const address = { label: 'HQ', addLine1: '1 George St', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' as const };
  m.onsite = await recordsA.meeting(projectA, a.assessor.userId, {
    start: '2027-03-01T23:00:00.000Z',
    deliveryMethod: 'ONSITE',
    address,
    sequence: 3,
  });
  m.remote = await recordsA.meeting(projectA, a.assessor.userId, {
    start: '2027-03-02T23:00:00.000Z',
    deliveryMethod: 'REMOTE',
    assessorBookingLink: 'https://scheduler.example/meetingSession/x/y',
    timeZone: 'Australia/Perth',
    instructions: 'Test your camera first; the link opens ten minutes early.',
  });
  m.assessment = await recordsA.meeting(projectA, a.invigilator.userId, { start: '2027-03-03T23:00:00.000Z', stepType: 'ASSESSMENT' });
  m.archived = await recordsA.meeting(projectA, a.assessor.userId, { start: '2027-03-04T23:00:00.000Z', archived: true });
  m.inactive = await recordsA.meeting(projectA, a.assessor.userId, { start: '2027-03-05T23:00:00.000Z', active: false });
  m.other = await recordsA.meeting(projectA, a.assessorAdmin.userId, { start: '2027-03-02T01:00:00.000Z' });
  // Auckland on the day clocks go forward (2027-09-26): 10:00 NZDT.
  m.dst = await recordsA.meeting(projectA, a.assessor.userId, { start: '2027-09-25T21:00:00.000Z', timeZone: 'Pacific/Auckland' });
  m.recent = await recordsA.meeting(projectA, a.assessor.userId, { start: inDays(-10, 1) });
  m.old = await recordsA.meeting(projectA, a.assessor.userId, { start: inDays(-40, 1) });
  m.b = await recordsB.meeting(projectB, b.assessor.userId, { start: '2027-03-01T23:00:00.000Z' });
  await recordsA.confirmed(projectA, m.onsite, a.candidate.userId);
  await db.userOrgAccess.patch({ organisationId: a.organisationId, userId: a.admin.userId }).set({ calendarFeed: true }).go();
  await db.userOrgAccess.patch({ organisationId: a.organisationId, userId: a.assessor.userId }).set({ calendarFeed: true }).go();
});

describe('calendar/meeting/download', () => {
  it('answers one ICS event with a stable UID, the sequence, the label words, the address and the booked names', async () => {
    const asked = Date.now();
    const answer = parseBody(await meetingFile(a.admin, m.onsite));
    expect(answer).toMatchObject({ count: 1, exportType: 'ics', fileName: 'meeting_2027-03-02.ics' });
    const [event] = readIcs(fileText(answer));
    expect(event!.uid).toBe(`meeting-${m.onsite}@scheduler`);
    expect(event!.sequence).toBe(3);
    expect(event!.summary).toBe('Chat Session - Graduate, Intake; 2027');
    expect(event!.location).toBe('HQ, 1 George St, Sydney NSW 2000');
    expect(event!.description).toContain('Learners: Cara Tester');
    expect(event!.startDate.zone.tzid).toBe('Australia/Sydney');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2027-03-01T23:00:00.000Z');
    // DTSTAMP is when the file was made (RFC 5545 §3.8.7.2); LAST-MODIFIED the meeting's last change.
    const stamp = (event!.component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime();
    expect(stamp).toBeGreaterThanOrEqual(Math.floor(asked / 1000) * 1000);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect((event!.component.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    // The same meeting downloaded again is the same event.
    const [again] = readIcs(fileText(parseBody(await meetingFile(a.admin, m.onsite))));
    expect(again!.uid).toBe(event!.uid);
  });

  it('a remote meeting carries its join link as the location, in its own zone', async () => {
    const [event] = readIcs(fileText(parseBody(await meetingFile(a.assessor, m.remote))));
    expect(event!.location).toBe('https://scheduler.example/meetingSession/x/y');
    expect(event!.startDate.zone.tzid).toBe('Australia/Perth');
    expect(event!.startDate.toString()).toBe('2027-03-03T07:00:00');
  });

  it('an assessor or invigilator gets only their own meetings; another organisation and candidates get nothing', async () => {
    expect((await meetingFile(a.assessor, m.other)).statusCode).toBe(404);
    expect((await meetingFile(a.invigilator, m.onsite)).statusCode).toBe(404);
    expect(parseBody(await meetingFile(a.invigilator, m.assessment)).count).toBe(1);
    expect((await meetingFile(b.admin, m.onsite)).statusCode).toBe(404);
    expect((await meetingFile(a.admin, m.b)).statusCode).toBe(404);
    expect((await meetingFile(a.candidate, m.onsite)).statusCode).toBe(403);
  });

  it('an archived meeting has nothing to download', async () => {
    expect(parseBody(await meetingFile(a.admin, m.archived))).toEqual({ count: 0, exportType: 'ics' });
  });
});

describe('calendar/project/download', () => {
  it("answers the project's active meetings, archived and inactive ones left out", async () => {
    const answer = parseBody(await projectFile(a.admin, projectA));
    const uids = readIcs(fileText(answer)).map((e) => e.uid);
    expect(uids).toHaveLength(answer.count);
    expect(uids).toContain(`meeting-${m.onsite}@scheduler`);
    expect(uids).not.toContain(`meeting-${m.archived}@scheduler`);
    expect(uids).not.toContain(`meeting-${m.inactive}@scheduler`);
    expect(answer.fileName).toBe('project_Graduate-Intake-2027.ics');
  });

  it("is for admins, and another organisation's project is not found", async () => {
    expect((await projectFile(b.admin, projectA)).statusCode).toBe(404);
    expect((await projectFile(a.assessor, projectA)).statusCode).toBe(403);
    expect(parseBody(await projectFile(b.admin, projectB)).count).toBe(1);
  });

  it("lets a grid admin signed into one organisation download another's project, as its project page shows it", async () => {
    const grid = await world.signedIn(world.gridAdmin, b.organisationId);
    const answer = parseBody(await projectFile(grid, projectA));
    expect(answer.count).toBeGreaterThan(0);
    expect(readIcs(fileText(answer)).map((e) => e.uid)).toContain(`meeting-${m.onsite}@scheduler`);
  });
});

describe('calendar/download (Export Calendar)', () => {
  it("an admin's ICS covers the organisation's meetings on the days asked, in each meeting's own zone", async () => {
    const answer = parseBody(await rangeFile(a.admin, 'ics', 'NA', '2027-03-02', '2027-03-03'));
    const uids = readIcs(fileText(answer)).map((e) => e.uid);
    // onsite starts 2027-03-02 10:00 Sydney; remote 2027-03-03 07:00 Perth; other 2027-03-02 12:00 Sydney.
    expect(uids.sort()).toEqual([m.onsite, m.remote, m.other].map((id) => `meeting-${id}@scheduler`).sort());
    expect(answer.fileName).toBe('calendar_2027-03-02_2027-03-03.ics');
  });

  it('Only Confirmed Bookings keeps the meetings with a confirmed booking; CSV rows parse with the headers in label words', async () => {
    const answer = parseBody(await rangeFile(a.admin, 'csv', 'CONFIRMED', '2027-03-01', '2027-03-31'));
    expect(answer).toMatchObject({ count: 1, exportType: 'csv', fileName: 'calendar_2027-03-01_2027-03-31.csv' });
    const rows = parse(Buffer.from(answer.file, 'base64'), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        Start: 'Tuesday, 02 March 2027 10:00 AM Syd',
        Type: 'Chat',
        Project: 'Graduate, Intake; 2027',
        Location: 'HQ, 1 George St, Sydney NSW 2000',
        'Confirmed Learners': '1',
        Learners: 'Cara Tester',
      }),
    ]);
  });

  it("an assessor's export holds only their own meetings; a DST day in Auckland keeps its local time", async () => {
    const answer = parseBody(await rangeFile(a.assessor, 'ics', 'NA', '2027-03-01', '2027-09-30'));
    const events = readIcs(fileText(answer));
    expect(events.map((e) => e.uid).sort()).toEqual([m.onsite, m.remote, m.dst].map((id) => `meeting-${id}@scheduler`).sort());
    const dst = events.find((e) => e.uid === `meeting-${m.dst}@scheduler`)!;
    expect(dst.startDate.toString()).toBe('2027-09-26T10:00:00');
    expect(dst.startDate.toJSDate().toISOString()).toBe('2027-09-25T21:00:00.000Z');
  });

  it('answers count 0 and no file when nothing is active in the range (the client shows the no-active-meetings warning)', async () => {
    expect(parseBody(await rangeFile(a.admin, 'ics', 'NA', '2027-03-05', '2027-03-06'))).toEqual({ count: 0, exportType: 'ics' });
  });

  it("never lists another organisation's meetings", async () => {
    const answer = parseBody(await rangeFile(b.admin, 'ics', 'NA', '2027-03-01', '2027-03-31'));
    expect(readIcs(fileText(answer)).map((e) => e.uid)).toEqual([`meeting-${m.b}@scheduler`]);
  });

  it('refuses bad dates, an end before the start, unknown formats and candidates', async () => {
    expect((await rangeFile(a.admin, 'ics', 'NA', '2027-02-30', '2027-03-01')).statusCode).toBe(400);
    expect((await rangeFile(a.admin, 'ics', 'NA', '2027-03-10', '2027-03-01')).statusCode).toBe(400);
    expect((await rangeFile(a.admin, 'pdf', 'NA', '2027-03-01', '2027-03-10')).statusCode).toBe(400);
    expect((await rangeFile(a.admin, 'ics', 'ALL', '2027-03-01', '2027-03-10')).statusCode).toBe(400);
    expect((await rangeFile(a.candidate, 'ics', 'NA', '2027-03-01', '2027-03-10')).statusCode).toBe(403);
  });
});

describe('calendar feed /api/calendar/{token}/publish.ics', () => {
  it("an admin's feed lists the organisation's meetings from 30 days back as text/calendar, without candidate names", async () => {
    const result = await feed(await feedToken(a.admin));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toBe('text/calendar; charset=utf-8');
    expect(result.headers?.['cache-control']).toBe('private, max-age=900');
    expect(result.headers?.etag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
    const uids = readIcs(result.body!).map((e) => e.uid);
    expect(uids).toContain(`meeting-${m.recent}@scheduler`);
    expect(uids).toContain(`meeting-${m.other}@scheduler`);
    expect(uids).not.toContain(`meeting-${m.old}@scheduler`);
    expect(uids).not.toContain(`meeting-${m.b}@scheduler`);
    expect(result.body).not.toContain('Cara');
    expect(readIcs(result.body!).find((e) => e.uid === `meeting-${m.onsite}@scheduler`)!.description).toContain('Learners booked: 1');
  });

  it('reads only what its file writes of each meeting, and writes the file the whole meetings would', async () => {
    const entries = createCalendarEntries(getDeps());
    const meetings = createMeetingStore(db);
    const now = new Date('2026-12-01T00:00:00.000Z');
    const selections: MeetingSelection[] = [
      { kind: 'organisation', from: inDays(-30) },
      { kind: 'assessor', assessorId: a.assessor.userId, from: inDays(-30) },
    ];
    for (const selection of selections) {
      const source = await entries.read(a.organisationId, selection);
      expect(source.entries.length).toBeGreaterThan(2);
      expect(source.entries.every((e) => !('candidateMax' in e.meeting) && !('gsi1sk' in e.meeting))).toBe(true);
      const whole = await Promise.all(
        source.entries.map(async (e) => ({ ...e, meeting: (await meetings.meetingOf(a.organisationId, e.meeting.meetingId))! })),
      );
      expect(whole.every((e) => 'candidateMax' in e.meeting)).toBe(true);
      for (const candidateNames of [false, true]) {
        expect(icsOf(source, { candidateNames, now, refreshSeconds: 900 })).toBe(
          icsOf({ ...source, entries: whole }, { candidateNames, now, refreshSeconds: 900 }),
        );
      }
      expect(csvOf(source)).toEqual(csvOf({ ...source, entries: whole }));
    }
  });

  it("an assessor's feed lists only their own meetings", async () => {
    const uids = readIcs((await feed(await feedToken(a.assessor))).body!).map((e) => e.uid);
    expect(uids.sort()).toEqual([m.onsite, m.remote, m.dst, m.recent].map((id) => `meeting-${id}@scheduler`).sort());
  });

  it('answers 304 without a body when the client holds the current version', async () => {
    const token = await feedToken(a.admin);
    const first = await feed(token);
    const again = await feed(token, { 'if-none-match': first.headers!.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers?.etag).toBe(first.headers!.etag);
    expect((await feed(token, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    // The tag is weak (two bodies differ in their DTSTAMP) and compared weakly, with or without its W/.
    expect(first.headers!.etag).toMatch(/^W\//);
    expect((await feed(token, { 'if-none-match': `"x", ${(first.headers!.etag as string).slice(2)}` })).statusCode).toBe(304);
    // A change of a meeting (its last change and sequence move) gives a new body and a new ETag.
    // Written as the meeting writes do: the change and the feed versions in one transaction.
    const at = new Date().toISOString();
    const recent = (await db.meeting.get({ organisationId: a.organisationId, meetingId: m.recent }).go()).data!;
    await db.service.transaction
      .write((e) => [
        e.meeting.patch({ organisationId: a.organisationId, meetingId: m.recent }).set({ updatedAt: at, sequence: 1 }).commit(),
        ...feedVersionWrites(e, a.organisationId, [recent], at),
      ])
      .go();
    const changed = await feed(token, { 'if-none-match': first.headers!.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers?.etag).not.toBe(first.headers!.etag);
    expect(readIcs(changed.body!).find((e) => e.uid === `meeting-${m.recent}@scheduler`)!.sequence).toBe(1);
  });

  it('a revoked or unknown token, or a user who lost the feed capability, gets 404 with nothing of the calendar', async () => {
    const old = await feedToken(a.assessor);
    const renewed = await feedToken(a.assessor, true);
    const revoked = await feed(old);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('VCALENDAR');
    expect((await feed('x'.repeat(43))).statusCode).toBe(404);
    expect((await feed(renewed)).statusCode).toBe(200);
    await db.userOrgAccess.patch({ organisationId: a.organisationId, userId: a.assessor.userId }).set({ calendarFeed: false }).go();
    try {
      expect((await feed(renewed)).statusCode).toBe(404);
    } finally {
      await db.userOrgAccess.patch({ organisationId: a.organisationId, userId: a.assessor.userId }).set({ calendarFeed: true }).go();
    }
    expect((await db.calendarFeedToken.get({ tokenHash: hashToken(renewed) }).go()).data?.revoked).toBe(false);
  });
});
