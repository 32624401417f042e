import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { auditEntry } from '@scheduler/core/audit/audit-log';
import { createLabelStore } from '@scheduler/core/label/label-store';
import { ulid } from 'ulid';
import { zonedDateTimeToUtc } from '@scheduler/core/time/zoned-date-time';
import { testDb } from '@scheduler/local/testing/test-db';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDeps } from '../lib/deps.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { recordingAdminIdentity } from '../user/testing/recording-admin-identity.ts';
import { meetingPageRecords } from '../meeting/testing/meeting-page-world.ts';
import { parseBody } from '../testing/api-event.ts';
import { bookingWorld } from '../testing/booking-world.ts';
import { invoke } from '../testing/invoke.ts';
import {
  JOURNEY_ZONE as ZONE,
  journeyDay as day,
  journeyMeetingBody as meetingBody,
  meetingJourneyCalls,
  ok,
} from '../testing/meeting-journey-calls.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler as userHandler } from '../user/index.ts';
import { handler as calendarHandler } from './index.ts';
import { calendarRecords } from './testing/calendar-records.ts';

/**
 * The feed answers from the versions the writes keep (issue 21 item 4): each write through the real handlers that
 * changes a meeting as the feed shows it (save, drag, a seat taken and freed) gives the feeds that show the meeting a
 * new ETag and Last-Modified; otherwise the client's copy is current and the answer is 304, read without any meeting.
 */
const { db } = testDb();
givenRecordingDeps({
  identity: recordingAdminIdentity(),
  secrets: async (name) => (name === 'FEED_TOKEN' ? 'feed-secret-for-feed-version-tests-0123456789' : undefined),
});
const world = await givenTwoOrganisations(db);
const { a } = world;
const org = a.organisationId;
const pages = meetingPageRecords(db, org);
const bookings = bookingWorld(db);

const { save, drag, book, cancel } = meetingJourneyCalls(a.admin, 'Moved');
const tokenOf = async (who: SignedIn) =>
  parseBody(ok(await invoke(userHandler, { method: 'GET', path: '/api/user/getCalFeedToken', sub: who.sub, sessionId: who.sessionId })))
    .message as string;
const feed = (token: string, headers?: Record<string, string>) =>
  invoke(calendarHandler, { method: 'GET', path: '/api/calendar/{token}/publish.ics', params: { token }, ...(headers ? { headers } : {}) });

/** The feed's validators as a client keeps them. */
const validators = async (token: string) => {
  const answer = ok(await feed(token));
  return { etag: answer.headers!.etag as string, lastModified: answer.headers!['last-modified'] as string, body: answer.body! };
};

let adminToken = '';
let assessorToken = '';
beforeAll(async () => {
  for (const who of [a.admin, a.assessor]) {
    await db.userOrgAccess.patch({ organisationId: org, userId: who.userId }).set({ calendarFeed: true }).go();
  }
  adminToken = await tokenOf(a.admin);
  assessorToken = await tokenOf(a.assessor);
});

describe('the calendar feed answers from the versions the writes keep', () => {
  it('a save, a drag, a seat taken and a seat freed each give a new ETag; between them the answer is 304', async () => {
    const projectId = await pages.project('INTERVIEW');
    const meetingId = parseBody(ok(await save(meetingBody(projectId, a.assessor.userId, 20, '10:00')))).message as string;
    const candidate = await world.signedIn(await world.member(org, 'CANDIDATE'));
    const stepId = await bookings.pending({ organisationId: org, projectId, stepType: 'INTERVIEW' }, candidate.userId);

    const seen = { admin: [await validators(adminToken)], assessor: [await validators(assessorToken)] };
    expect(seen.admin[0]!.body).toContain(`UID:meeting-${meetingId}@scheduler`);
    const changes: [string, () => Promise<unknown>][] = [
      ['edit', async () => ok(await save({ ...meetingBody(projectId, a.assessor.userId, 20, '11:00'), encryptedId: meetingId }))],
      ['drag', async () => ok(await drag(meetingId, zonedDateTimeToUtc(day(20), '12:00', ZONE)))],
      ['book', async () => ok(await book(candidate, meetingId, stepId))],
      ['cancel', async () => ok(await cancel(candidate, stepId))],
    ];
    for (const [step, change] of changes) {
      for (const [who, token] of [
        ['admin', adminToken],
        ['assessor', assessorToken],
      ] as const) {
        const held = seen[who].at(-1)!;
        expect((await feed(token, { 'if-none-match': held.etag })).statusCode, `${who} before ${step}`).toBe(304);
      }
      await change();
      for (const [who, token] of [
        ['admin', adminToken],
        ['assessor', assessorToken],
      ] as const) {
        const held = seen[who].at(-1)!;
        const answer = await feed(token, { 'if-none-match': held.etag });
        expect(answer.statusCode, `${who} after ${step}`).toBe(200);
        expect(answer.headers!.etag).not.toBe(held.etag);
        seen[who].push({ etag: answer.headers!.etag as string, lastModified: answer.headers!['last-modified'] as string, body: answer.body! });
      }
    }
    // The drag is in the body the new ETag came with.
    expect(seen.assessor.at(-1)!.body).toContain(`DTSTART;TZID=${ZONE}:${day(20).replace(/-/g, '')}T120000`);
  });

  it("a change of another person's meeting leaves an assessor's feed current, not the admin's", async () => {
    const projectId = await pages.project('INTERVIEW');
    const admin = await validators(adminToken);
    const assessor = await validators(assessorToken);
    const other = await world.member(org, 'ASSESSOR');
    ok(await save(meetingBody(projectId, other.userId, 21, '09:00')));
    expect((await feed(assessorToken, { 'if-none-match': assessor.etag })).statusCode).toBe(304);
    expect((await feed(adminToken, { 'if-none-match': admin.etag })).statusCode).toBe(200);
  });

  it('reads its open range in windows: a meeting on a window bound comes once, one 900 days ahead comes too', async () => {
    const records = calendarRecords(db, org);
    const projectId = await records.project('Windows');
    const DAY = 86_400_000;
    const from = Math.floor(Date.now() / DAY) * DAY - 30 * DAY;
    const onBound = await records.meeting(projectId, a.assessor.userId, { start: new Date(from + 60 * DAY).toISOString() });
    const farAhead = await records.meeting(projectId, a.assessor.userId, { start: new Date(from + 900 * DAY).toISOString() });
    const body = ok(await feed(adminToken)).body!;
    for (const meetingId of [onBound, farAhead]) expect(body.split(`UID:meeting-${meetingId}@scheduler`)).toHaveLength(2);
  });

  it("a new label word changes every feed of the organisation: the names are the feeds' too", async () => {
    const [admin, assessor] = [await validators(adminToken), await validators(assessorToken)];
    const now = new Date().toISOString();
    const actor = {
      userId: a.admin.userId,
      username: a.admin.username,
      fullName: 'Admin',
      organisationId: org,
      userType: 'ORG_ADMIN',
      roles: [],
      sessionId: '',
    } as const;
    const labelId = ulid();
    const audit = auditEntry(getDeps(), actor, { refType: 'ConfigLabel', refId: labelId, organisationId: org }, 'Label created');
    const label = {
      organisationId: org,
      codeGroup: 'MEETING',
      labelId,
      code: 'MEETING' as const,
      display: 'Session',
      createdAt: now,
      updatedAt: now,
    };
    expect(await createLabelStore(db).createLabelWrite(label, audit)).toBe(true);
    for (const [token, held] of [
      [adminToken, admin],
      [assessorToken, assessor],
    ] as const) {
      const answer = await feed(token, { 'if-none-match': held.etag });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('Interview Session');
    }
  });

  it("an assessor's new name changes the feeds that show it", async () => {
    const admin = await validators(adminToken);
    const renamed = await invoke(userHandler, {
      method: 'POST',
      path: '/api/user/update',
      body: { encryptedId: a.assessor.userId, firstName: 'Renamed', lastName: 'Assessor', encryptedTimezoneId: ZONE },
      sub: a.assessor.sub,
      sessionId: a.assessor.sessionId,
    });
    ok(renamed);
    const answer = await feed(adminToken, { 'if-none-match': admin.etag });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Renamed Assessor');
  });

  it('answers If-Modified-Since from the last change, to the second', async () => {
    const { lastModified } = await validators(adminToken);
    expect(Date.parse(lastModified)).toBeLessThanOrEqual(Date.now());
    expect((await feed(adminToken, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await feed(adminToken, { 'if-modified-since': before })).statusCode).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 §13.1.3).
    expect((await feed(adminToken, { 'if-none-match': '"stale"', 'if-modified-since': lastModified })).statusCode).toBe(200);
  });

  it('the 304 reads the token, the person, their access and the versions: no query, no meeting', async () => {
    const { etag } = await validators(adminToken);
    const send = vi.spyOn(DynamoDBDocumentClient.prototype, 'send');
    try {
      const answer = await feed(adminToken, { 'if-none-match': etag });
      expect(answer.statusCode).toBe(304);
      const commands = send.mock.calls.map(([command]) => command.constructor.name);
      expect(commands.sort()).toEqual(['BatchGetCommand', 'GetCommand', 'GetCommand', 'GetCommand']);
      const read = send.mock.calls.map(([command]) => JSON.stringify(command.input));
      expect(read.some((input) => input.includes('$meeting'))).toBe(false);
    } finally {
      send.mockRestore();
    }
  });
});
