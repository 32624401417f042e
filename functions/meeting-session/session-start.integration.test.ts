import { fillLabels, LABEL_DEFAULTS } from '@scheduler/contracts/labels';
import { describe, expect, it } from 'vitest';
import { LIVE_SESSION_MESSAGES } from '@scheduler/contracts/live-session';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { bookingWorld } from '../testing/booking-world.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';
import { givenSessionDeps, sessionCall } from './testing/session-world.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { names: ['Session Start A', 'Session Start B'], firstNames: { a: { assessor: 'Hana' } } });
const { a, b } = world;
const s = givenSessionDeps(db);
const w = bookingWorld(db);
await s.chime(a.organisationId, { enabled: true, candidatesCanSeeEachOther: false });
await s.chime(b.organisationId, { enabled: true, candidatesCanSeeEachOther: true });
const interviews = await w.project(a.organisationId, { stepType: 'INTERVIEW' });

/** A remote interview of A's assessor starting in `startsInHours` (default: 5 minutes from now, inside the window). */
const remote = (over: { startsInHours?: number; deliveryMethod?: 'REMOTE' | 'ONSITE'; assessorId?: string } = {}) =>
  w.meeting(interviews, over.assessorId ?? a.assessor.userId, {
    startsInHours: over.startsInHours ?? 5 / 60,
    deliveryMethod: over.deliveryMethod ?? 'REMOTE',
  });
const body = (r: { body?: string }) => parseBody(r as never);
const seeEachOther = (who: SignedIn, organisationId: string) =>
  invoke(handler, {
    method: 'GET',
    path: '/api/meeting-session/candidatesCanSeeEachOther/{organisationId}',
    params: { organisationId },
    ...who,
  });

describe('meeting-session start rule', () => {
  it('lets the host start: one LIVE session whose host attendee isMeetingStarted answers, with its actual start time', async () => {
    const m = await remote();
    expect(body(await sessionCall('isMeetingStarted', a.assessor, m))).toEqual({
      status: 'NOT_STARTED',
      message: fillLabels(LIVE_SESSION_MESSAGES.notStarted, LABEL_DEFAULTS),
    });
    // A candidate's waiting room watches the meeting (the relay's op 'watch' stores it on the connection).
    const watcher = await s.connection(a.candidate);
    await db.wsConnection.patch({ connectionId: watcher }).set({ liveMeetingId: m.meetingId }).go();
    expect(body(await sessionCall('isMeetingCreationAllowed', a.assessor, m))).toEqual({ status: 'SUCCESS', message: 'host' });

    const started = body(await sessionCall('getMeetingResponse', a.assessor, m));
    expect(started.status).toBe('SUCCESS');
    const { data: session } = await db.liveSession.get({ meetingId: m.meetingId }).go();
    expect(session).toMatchObject({ state: 'LIVE', organisationId: a.organisationId, hostAttendeeId: started.message, startedBy: a.assessor.userId });
    expect(s.calls.meetings).toContain(session?.mediaMeetingId);
    expect(body(await sessionCall('isMeetingStarted', a.assessor, m))).toEqual({ status: 'SUCCESS', message: started.message });
    expect(s.posts).toContainEqual({
      connectionId: watcher,
      message: { type: 'session.started', meetingId: m.meetingId, hostAttendeeId: started.message },
    });
    expect(body(await sessionCall('getActualMeetingStartTime', a.assessor, m))).toEqual({ status: 'SUCCESS', message: session?.startedAt });
    const { data: host } = await db.liveAttendee.get({ meetingId: m.meetingId, attendeeId: started.message }).go();
    expect(host).toMatchObject({
      role: 'host',
      mainHost: true,
      active: true,
      userId: a.assessor.userId,
      externalUserId: a.assessor.userId,
      name: 'Hana Tester',
    });

    // Starting again answers the same session.
    expect(body(await sessionCall('getMeetingResponse', a.assessor, m))).toEqual({ status: 'SUCCESS', message: started.message });
    expect(s.calls.meetings.filter((id) => id === session?.mediaMeetingId)).toHaveLength(1);
  });

  it('refuses another assessor of the organisation with the spec message, and a candidate', async () => {
    const m = await remote();
    const other = await world.signedIn(await world.member(a.organisationId, 'ASSESSOR'));
    const refused = { status: 'NOT_ALLOWED', message: 'You are not allowed to start the meeting' };
    expect(body(await sessionCall('isMeetingCreationAllowed', other, m))).toEqual(refused);
    expect(body(await sessionCall('getMeetingResponse', other, m))).toEqual(refused);
    expect(body(await sessionCall('getMeetingResponse', a.invigilator, m))).toEqual(refused);
    const candidate = await world.signedIn(await world.member(a.organisationId, 'CANDIDATE'));
    await w.confirmed(m, candidate.userId);
    expect(body(await sessionCall('getMeetingResponse', candidate, m))).toEqual(refused);
    expect((await db.liveSession.get({ meetingId: m.meetingId }).go()).data).toBeNull();
  });

  it("lets an admin of the organisation start as co-host (its media id carries '#cohost')", async () => {
    const m = await remote();
    expect(body(await sessionCall('isMeetingCreationAllowed', a.admin, m))).toEqual({ status: 'SUCCESS', message: 'cohost' });
    const started = body(await sessionCall('getMeetingResponse', a.admin, m));
    expect(started.status).toBe('SUCCESS');
    const { data: attendee } = await db.liveAttendee.get({ meetingId: m.meetingId, attendeeId: started.message }).go();
    expect(attendee).toMatchObject({ role: 'cohost', mainHost: false, externalUserId: `${a.admin.userId}#cohost` });
  });

  it('refuses a start outside the window (15 minutes before to 30 after), when not enabled, and for an onsite meeting', async () => {
    const refused = { status: 'NOT_ALLOWED', message: fillLabels(LIVE_SESSION_MESSAGES.notAllowedToStart, LABEL_DEFAULTS) };
    expect(body(await sessionCall('getMeetingResponse', a.assessor, await remote({ startsInHours: 20 / 60 })))).toEqual(refused);
    expect(body(await sessionCall('getMeetingResponse', a.assessor, await remote({ startsInHours: -1.6 })))).toEqual(refused);
    expect(body(await sessionCall('getMeetingResponse', a.assessor, await remote({ startsInHours: -1.4 }))).status).toBe('SUCCESS');

    const onsite = await remote({ deliveryMethod: 'ONSITE' });
    expect(body(await sessionCall('getMeetingResponse', a.assessor, onsite))).toEqual({
      status: 'ERROR',
      message: 'This meeting is not held online',
    });

    const off = await world.organisation('Session Off');
    await s.chime(off.organisationId, { enabled: false, candidatesCanSeeEachOther: false });
    const host = await world.signedIn(await world.member(off.organisationId, 'ASSESSOR'));
    const offProject = await w.project(off.organisationId, { stepType: 'INTERVIEW' });
    const offMeeting = await w.meeting(offProject, host.userId, { startsInHours: 0, deliveryMethod: 'REMOTE' });
    expect(body(await sessionCall('getMeetingResponse', host, offMeeting))).toEqual(refused);
  });

  it('makes one media meeting when two hosts start at once', async () => {
    const m = await remote();
    const before = s.calls.meetings.length;
    const [first, second] = await Promise.all([sessionCall('getMeetingResponse', a.assessor, m), sessionCall('getMeetingResponse', a.admin, m)]);
    expect(body(first).status).toBe('SUCCESS');
    expect(body(second)).toEqual(body(first));
    const { data: session } = await db.liveSession.get({ meetingId: m.meetingId }).go();
    const live = s.calls.meetings.filter((id) => !s.calls.deletedMeetings.includes(id));
    expect(live.filter((id) => id === session?.mediaMeetingId)).toHaveLength(1);
    // One or two media meetings, as the second caller read before or after the first wrote; only one survives.
    const raced = s.calls.meetings.slice(before);
    expect(raced.length).toBeGreaterThanOrEqual(1);
    expect(raced.filter((id) => !s.calls.deletedMeetings.includes(id))).toEqual([session?.mediaMeetingId]);
    const { data: attendees } = await db.liveAttendee.query.byMeeting({ meetingId: m.meetingId }).go();
    expect(attendees.map((x) => x.role).sort()).toEqual(['cohost', 'host']);
  });

  it('accepts the sealed id of a launch link and refuses a garbage one as not found', async () => {
    const m = await remote();
    expect(body(await sessionCall('getMeetingResponse', a.assessor, s.sealed(m.meetingId))).status).toBe('SUCCESS');
    expect(body(await sessionCall('isMeetingStarted', a.assessor, s.sealed(m.meetingId))).status).toBe('SUCCESS');
    expect((await sessionCall('isMeetingStarted', a.assessor, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it("answers 404 to another organisation's callers, whatever they are", async () => {
    const m = await remote();
    for (const op of ['getMeetingResponse', 'isMeetingStarted', 'getJoinInfo', 'finishMeeting', 'isMeetingCreationAllowed'] as const) {
      expect((await sessionCall(op, b.admin, m)).statusCode, op).toBe(404);
      expect((await sessionCall(op, b.admin, s.sealed(m.meetingId))).statusCode, op).toBe(404);
    }
    expect((await sessionCall('getJoinInfo', b.candidate, m)).statusCode).toBe(404);
  });

  it("tells the caller's organisation setting, and refuses naming another organisation", async () => {
    expect(body(await seeEachOther(a.candidate, a.organisationId))).toEqual({ status: 'SUCCESS', message: 'false' });
    expect(body(await seeEachOther(b.candidate, b.organisationId))).toEqual({ status: 'SUCCESS', message: 'true' });
    expect((await seeEachOther(b.admin, a.organisationId)).statusCode).toBe(403);
  });
});
