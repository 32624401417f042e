import { describe, expect, it } from 'vitest';
import type { Actor } from '@scheduler/core/actor';
import { readCounters } from '@scheduler/core/lists/list-counters';
import { rescheduleMeeting } from '@scheduler/core/meeting/meeting-save';
import { systemClock } from '@scheduler/core/ports/clock';
import { ulidIds } from '@scheduler/core/ports/ids';
import { formatInZone } from '@scheduler/core/time/time-formats';
import { zonedDateTimeToUtc } from '@scheduler/core/time/zoned-date-time';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { recordingMailer, recordingSms } from '../testing/recording-ports.ts';
import { notifyEventsOf } from '../testing/relayed-events.ts';
import { sendQueued } from '../testing/send-queued.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { meetingPageRecords } from './testing/meeting-page-world.ts';

const { db } = testDb();
const mailer = recordingMailer();
const deps = { db, clock: systemClock, ids: ulidIds, mailer, sms: recordingSms() };
const world = await givenTwoOrganisations(db);
const { a, b } = world;
const recordsA = meetingPageRecords(db, a.organisationId);

const ZONE = 'Australia/Sydney';
const day = (n: number) => formatInZone(new Date(Date.now() + n * 86_400_000), ZONE, 'yyyy-MM-dd');
const at = (n: number, time: string) => zonedDateTimeToUtc(day(n), time, ZONE);
const actor = (p: SignedIn, organisationId: string, roles: Actor['roles']): Actor => ({
  userId: p.userId,
  username: p.username,
  fullName: p.fullName,
  userType: p.type,
  organisationId,
  roles,
  sessionId: p.sessionId,
});
const adminA = actor(a.admin, a.organisationId, ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE']);
const adminB = actor(b.admin, b.organisationId, ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE']);
const assessorA = actor(a.assessor, a.organisationId, ['ROLE_ASSESSOR']);

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

/** The domain events written for a meeting, oldest first (queued for the relay with the change). */
const eventsOf = async (meetingId: string) =>
  (await db.domainEvent.query.byOrganisation({ organisationId: a.organisationId }).go({ pages: 'all' })).data
    .map((e) => ({ type: e.type, detail: JSON.parse(e.detail) as Record<string, unknown> }))
    .filter((e) => e.detail.meetingId === meetingId)
    .sort((x, y) => String(x.detail.occurredAt).localeCompare(String(y.detail.occurredAt)));

describe('the events of a meeting write (the integrations and the waitlist hear every change)', () => {
  it('a change with nobody booked is meeting.changed, not candidate-facing; archiving is meeting.archived with the reason', async () => {
    const projectId = await recordsA.project();
    const id = await meeting(projectId, 14, '09:00');
    expect(await eventsOf(id)).toEqual([]);
    await rescheduleMeeting(deps, adminA, id, at(14, '10:00'));
    const archived = await invoke(handler, {
      method: 'POST',
      path: '/api/meeting/archive',
      body: { encryptedId: id, comments: 'Room closed' },
      ...a.admin,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const events = await eventsOf(id);
    expect(events.map((e) => e.type)).toEqual(['meeting.changed', 'meeting.archived']);
    expect(events[0]?.detail).toMatchObject({ projectId, candidateFacing: false });
    expect(events[1]?.detail).toMatchObject({ projectId, comments: 'Room closed' });
  });
});

describe('rescheduleMeeting (the calendar drag)', () => {
  it('moves the meeting and its assessor hold in one write, keeping its length, with the reason in the audit row', async () => {
    const projectId = await recordsA.project('INTERVIEW', { duration: 1.5 });
    const id = await meeting(projectId, 10, '09:00');
    await rescheduleMeeting(deps, adminA, id, at(10, '11:00'), 'Room clash');
    const m = await stored(id);
    expect([m.start, m.end]).toEqual([at(10, '11:00').toISOString(), at(10, '12:30').toISOString()]);
    const { data: held } = await db.assessorAllocation.query.byMeeting({ organisationId: a.organisationId, meetingId: id }).go();
    expect(held.map((h) => h.start)).toEqual([m.start]);
    await meeting(projectId, 10, '09:00');
    const { data: audit } = await db.auditLog.query.byRef({ refType: 'Meeting', refId: id }).go();
    expect(audit.map((r) => r.logMsg)).toContainEqual(expect.stringMatching(/^\{Meeting\} rescheduled\. Reason: Room clash Start: /));
  });

  it('refuses a time when the assessor runs another meeting, and leaves the meeting where it was', async () => {
    const projectId = await recordsA.project();
    const id = await meeting(projectId, 11, '09:00');
    await meeting(projectId, 11, '14:00');
    await expect(rescheduleMeeting(deps, adminA, id, at(11, '14:30'))).rejects.toMatchObject({ httpStatus: 422, message: 'NOT AVAILABLE' });
    expect((await stored(id)).start).toBe(at(11, '09:00').toISOString());
  });

  it("applies the page's edit rules: an assessor inside the edit freeze is refused; the start-date window holds", async () => {
    const frozen = await recordsA.project('INTERVIEW', { freezePeriodEdit: 999 });
    const id = await meeting(frozen, 12, '09:00');
    await expect(rescheduleMeeting(deps, assessorA, id, at(12, '10:00'))).rejects.toMatchObject({ code: 'meeting.edit_not_allowed' });
    await expect(rescheduleMeeting(deps, adminA, id, at(-3, '10:00'))).rejects.toMatchObject({ httpStatus: 400 });
    await expect(rescheduleMeeting(deps, adminB, id, at(12, '10:00'))).rejects.toMatchObject({ httpStatus: 404 });
  });

  it('moves the confirmed bookings (their start, end and list counters) and tells the candidates through the meeting changed alert', async () => {
    const projectId = await recordsA.project();
    await recordsA.changedAlert(projectId);
    const id = await meeting(projectId, 13, '09:00');
    const bookingId = await recordsA.book(a.candidate.userId, projectId, id);
    await rescheduleMeeting(deps, adminA, id, at(13, '15:00'), 'Assessor ill');
    const { data: booking } = await db.booking.get({ organisationId: a.organisationId, bookingId }).go();
    expect([booking?.start, booking?.end, booking?.status]).toEqual([at(13, '15:00').toISOString(), at(13, '16:00').toISOString(), 'CONFIRMED']);
    const counters = await readCounters(db, a.organisationId, [
      `booking#CONFIRMED#h#${at(13, '09:00').toISOString().slice(0, 13)}`,
      `booking#CONFIRMED#h#${at(13, '15:00').toISOString().slice(0, 13)}`,
    ]);
    const count = (list: string) => counters.get(list);
    expect(count(`booking#CONFIRMED#h#${at(13, '09:00').toISOString().slice(0, 13)}`)).toBe(0);
    expect(count(`booking#CONFIRMED#h#${at(13, '15:00').toISOString().slice(0, 13)}`)).toBe(1);
    await notifyEventsOf(db, [a.organisationId]);
    await sendQueued(deps, a.organisationId);
    const mail = mailer.lastTo(a.candidate.username);
    expect(mail?.subject).toBe('Your Meeting moved');
    expect(mail?.text ?? '').toContain('03:00 PM');
  });
});
