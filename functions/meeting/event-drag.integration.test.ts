import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { formatInZone } from '@scheduler/core/time/time-formats';
import { zonedDateTimeToUtc } from '@scheduler/core/time/zoned-date-time';
import { testDb } from '@scheduler/local/testing/test-db';
import { handler as calendarHandler } from '../calendar/index.ts';
import { getDeps, setDeps } from '../lib/deps.ts';
import { notifyEventsOf } from '../testing/relayed-events.ts';
import { sendQueued } from '../testing/send-queued.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { recordingMailer } from '../testing/recording-ports.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { meetingPageRecords } from './testing/meeting-page-world.ts';

const { db } = testDb();
const mailer = recordingMailer();
setDeps({ ...getDeps(), mailer });
const world = await givenTwoOrganisations(db, { firstNames: { a: { candidate: 'Cara' } } });
const { a, b } = world;
const recordsA = meetingPageRecords(db, a.organisationId);

const ZONE = 'Australia/Sydney';
const day = (n: number) => formatInZone(new Date(Date.now() + n * 86_400_000), ZONE, 'yyyy-MM-dd');
const at = (n: number, time: string) => zonedDateTimeToUtc(day(n), time, ZONE);

const drag = (who: SignedIn, form: Record<string, string>) =>
  invoke(handler, {
    method: 'POST',
    path: '/api/meeting/eventDrag',
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    sub: who.sub,
    sessionId: who.sessionId,
  });

async function meeting(projectId: string, startDay: number, time: string): Promise<string> {
  const answer = await invoke(handler, {
    method: 'POST',
    path: '/api/meeting/save',
    body: {
      encryptedProjectId: projectId,
      startDateDisplay: day(startDay),
      startTimeDisplay: time,
      encryptedTimezoneId: ZONE,
      deliveryMethod: 'REMOTE',
      encryptedAssessorId: a.assessor.userId,
      instructions: 'Join on time.',
    },
    ...a.admin,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return parseBody(answer).message;
}
const stored = async (meetingId: string) => (await db.meeting.get({ organisationId: a.organisationId, meetingId }).go()).data!;
/** The meeting's event as its ICS download gives it, read with ical.js. */
async function icsEvent(meetingId: string) {
  const answer = parseBody(
    await invoke(calendarHandler, {
      method: 'GET',
      path: '/api/calendar/meeting/download/{meetingId}',
      params: { meetingId },
      sub: a.admin.sub,
      sessionId: a.admin.sessionId,
    }),
  );
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(answer.file, 'base64').toString('utf8')));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

describe('meeting/eventDrag (the calendar drag)', () => {
  it('moves the meeting to the dropped start with the reason audited, and its calendar entry keeps its UID with a higher SEQUENCE', async () => {
    const projectId = await recordsA.project();
    const id = await meeting(projectId, 12, '09:00');
    const before = await icsEvent(id);
    const answer = await drag(a.admin, { encryptedId: id, newStartDateUTC: at(12, '13:00').toISOString(), statusReason: 'Panel moved' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(parseBody(answer)).toEqual({ status: 'SUCCESS', message: id });
    const m = await stored(id);
    expect([m.start, m.end]).toEqual([at(12, '13:00').toISOString(), at(12, '14:00').toISOString()]);
    const { data: audit } = await db.auditLog.query.byRef({ refType: 'Meeting', refId: id }).go();
    expect(audit.map((r) => r.logMsg)).toContainEqual(expect.stringMatching(/^\{Meeting\} rescheduled\. Reason: Panel moved/));
    const after = await icsEvent(id);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.startDate.toJSDate().toISOString()).toBe(at(12, '13:00').toISOString());
  });

  it("an assessor drags their own meeting; the booked candidate gets the 'meeting changed' alert", async () => {
    const projectId = await recordsA.project();
    await recordsA.changedAlert(projectId);
    const id = await meeting(projectId, 14, '09:00');
    await recordsA.book(a.candidate.userId, projectId, id);
    const answer = await drag(a.assessor, { encryptedId: id, newStartDateUTC: at(14, '10:00').toISOString(), statusReason: 'Running late' });
    expect(answer.statusCode, answer.body).toBe(200);
    await notifyEventsOf(db, [a.organisationId]);
    await sendQueued({ ...getDeps(), mailer }, a.organisationId);
    expect(mailer.lastTo(a.candidate.username)?.subject).toBe('Your Meeting moved');
  });

  it('the edit rules refuse a time the assessor is taken, and the meeting stays where it was', async () => {
    const projectId = await recordsA.project();
    const id = await meeting(projectId, 16, '09:00');
    await meeting(projectId, 16, '14:00');
    const answer = await drag(a.admin, { encryptedId: id, newStartDateUTC: at(16, '14:30').toISOString(), statusReason: 'Clash' });
    expect(answer.statusCode).toBe(422);
    expect(parseBody(answer).message).toBe('NOT AVAILABLE');
    expect((await stored(id)).start).toBe(at(16, '09:00').toISOString());
  });

  it("refuses invigilators and candidates, another organisation's meeting, and a start that is not an instant", async () => {
    const projectId = await recordsA.project();
    const id = await meeting(projectId, 18, '09:00');
    const form = { encryptedId: id, newStartDateUTC: at(18, '11:00').toISOString(), statusReason: 'Moved' };
    expect((await drag(a.invigilator, form)).statusCode).toBe(403);
    expect((await drag(a.candidate, form)).statusCode).toBe(403);
    expect((await drag(b.admin, form)).statusCode).toBe(404);
    expect((await drag(a.admin, { ...form, newStartDateUTC: 'next tuesday' })).statusCode).toBe(400);
    expect((await drag(a.admin, { ...form, newStartDateUTC: '2027-02-30T10:00:00Z' })).statusCode).toBe(400);
    expect((await drag(a.admin, { ...form, statusReason: '<b>moved</b>' })).statusCode).toBe(406);
    expect((await stored(id)).start).toBe(at(18, '09:00').toISOString());
  });
});
