import { fillLabels, LABEL_DEFAULTS } from '@scheduler/contracts/labels';
import { describe, expect, it } from 'vitest';
import { LIVE_SESSION_MESSAGES } from '@scheduler/contracts/live-session';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { bookingWorld } from '../testing/booking-world.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler as bookingHandler } from '../user-booking/index.ts';
import { handler } from './index.ts';
import { givenSessionDeps, sessionCall } from './testing/session-world.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { names: ['Session Join A', 'Session Join B'] });
const { a, b } = world;
const s = givenSessionDeps(db);
const w = bookingWorld(db);
await s.chime(a.organisationId, { enabled: true, candidatesCanSeeEachOther: false });
const assessments = await w.project(a.organisationId, { stepType: 'ASSESSMENT' });

const body = (r: { body?: string }) => parseBody(r as never);
const remote = () => w.meeting(assessments, a.assessor.userId, { startsInHours: 0, deliveryMethod: 'REMOTE' });
const candidate = async (firstName: string) => world.signedIn(await world.member(a.organisationId, 'CANDIDATE', {}, { firstName, lastName: 'Lane' }));
const attendee = async (meetingId: string, attendeeId: string) => (await db.liveAttendee.get({ meetingId, attendeeId }).go()).data;
const attendeeName = (who: SignedIn, hostOrExternalId: string, meetingId: string) =>
  invoke(handler, {
    method: 'GET',
    path: '/api/meeting-session/getAttendeeName/{hostOrExternalId}/{meetingId}',
    params: { hostOrExternalId, meetingId },
    ...who,
  });

describe('meeting-session admission', () => {
  it('admits a candidate with a confirmed booking once started; before, NOT_STARTED with the spec message; without a booking, 404', async () => {
    const m = await remote();
    const cora = await candidate('Cora');
    const bookingId = await w.confirmed(m, cora.userId);
    expect(body(await sessionCall('getJoinInfo', cora, m))).toEqual({
      status: 'NOT_STARTED',
      message: fillLabels(LIVE_SESSION_MESSAGES.notStarted, LABEL_DEFAULTS),
    });
    expect(body(await sessionCall('getJoinInfo', a.assessor, m))).toEqual({
      status: 'NOT_STARTED',
      message: fillLabels(LIVE_SESSION_MESSAGES.notStarted, LABEL_DEFAULTS),
    });

    const hostAttendeeId = body(await sessionCall('getMeetingResponse', a.assessor, m)).message;
    const { data: session } = await db.liveSession.get({ meetingId: m.meetingId }).go();
    const info = body(await sessionCall('getJoinInfo', cora, m));
    expect(info).toMatchObject({
      status: 'SUCCESS',
      meeting: { kind: 'p2p', MeetingId: session?.mediaMeetingId },
      attendee: { role: 'candidate', name: 'Cora Lane', ExternalUserId: cora.userId },
    });
    expect(await attendee(m.meetingId, info.attendee.AttendeeId)).toMatchObject({ bookingId, active: true, sessionId: cora.sessionId });
    // A reload of the same sign-in gets the same attendee (reconnect); createAttendeeResponse answers it too.
    expect(body(await sessionCall('getJoinInfo', cora, m)).attendee.AttendeeId).toBe(info.attendee.AttendeeId);
    expect(body(await sessionCall('createAttendeeResponse', cora, m))).toEqual({ status: 'SUCCESS', message: info.attendee.AttendeeId });
    // The host's own join answers the attendee made when starting.
    expect(body(await sessionCall('getJoinInfo', a.assessor, m)).attendee).toMatchObject({ AttendeeId: hostAttendeeId, role: 'host' });
    expect(body(await attendeeName(cora, hostAttendeeId, m.meetingId))).toEqual({ status: 'SUCCESS', message: a.assessor.fullName });
    expect(body(await attendeeName(a.assessor, cora.userId, m.meetingId))).toEqual({ status: 'SUCCESS', message: 'Cora Lane' });

    const stranger = await candidate('Sam');
    expect((await sessionCall('getJoinInfo', stranger, m)).statusCode).toBe(404);
    expect((await sessionCall('createAttendeeResponse', stranger, m)).statusCode).toBe(404);
    expect((await attendeeName(stranger, hostAttendeeId, m.meetingId)).statusCode).toBe(404);
    expect((await attendeeName(b.admin, hostAttendeeId, m.meetingId)).statusCode).toBe(404);
  });

  it("getAttendeeName keeps the relay's rule: a candidate kept apart learns the hosts' names and their own, not another candidate's", async () => {
    const m = await remote();
    const [ivy, jon] = [await candidate('Ivy'), await candidate('Jon')];
    for (const c of [ivy, jon]) await w.confirmed(m, c.userId);
    const hostAttendeeId = body(await sessionCall('getMeetingResponse', a.assessor, m)).message;
    const cohostAttendeeId = body(await sessionCall('getJoinInfo', a.admin, m)).attendee.AttendeeId;
    const jonAttendee = body(await sessionCall('getJoinInfo', jon, m)).attendee;
    const ivyAttendeeId = body(await sessionCall('getJoinInfo', ivy, m)).attendee.AttendeeId;

    // Jon by attendee id, external id or user id: refused to Ivy like someone not there (404), never his name.
    for (const id of [jonAttendee.AttendeeId, jonAttendee.ExternalUserId, jon.userId]) {
      const refused = await attendeeName(ivy, id, m.meetingId);
      expect(refused.statusCode, id).toBe(404);
      expect(refused.body).not.toContain('Jon');
    }
    expect(body(await attendeeName(ivy, hostAttendeeId, m.meetingId))).toEqual({ status: 'SUCCESS', message: a.assessor.fullName });
    expect(body(await attendeeName(ivy, cohostAttendeeId, m.meetingId))).toEqual({ status: 'SUCCESS', message: a.admin.fullName });
    expect(body(await attendeeName(ivy, ivyAttendeeId, m.meetingId))).toEqual({ status: 'SUCCESS', message: 'Ivy Lane' });
    // Staff learn every name.
    for (const staff of [a.assessor, a.admin])
      expect(body(await attendeeName(staff, jonAttendee.AttendeeId, m.meetingId))).toEqual({ status: 'SUCCESS', message: 'Jon Lane' });

    await s.chime(a.organisationId, { enabled: true, candidatesCanSeeEachOther: true });
    try {
      expect(body(await attendeeName(ivy, jonAttendee.AttendeeId, m.meetingId))).toEqual({ status: 'SUCCESS', message: 'Jon Lane' });
    } finally {
      await s.chime(a.organisationId, { enabled: true, candidatesCanSeeEachOther: false });
    }
  });

  it('answers IN_USE_ELSEWHERE to a second sign-in while the first is connected; switchToNewDevice moves the session there', async () => {
    const m = await remote();
    const dana = await candidate('Dana');
    await w.confirmed(m, dana.userId);
    await sessionCall('getMeetingResponse', a.assessor, m);
    const first = body(await sessionCall('getJoinInfo', dana, m)).attendee.AttendeeId;
    const oldConnection = await s.connection(dana);
    const hostConnection = await s.connection(a.assessor);
    await s.bind(m.meetingId, first, oldConnection);
    const hostAttendee = (await db.liveSession.get({ meetingId: m.meetingId }).go()).data!.hostAttendeeId;
    await s.bind(m.meetingId, hostAttendee, hostConnection);

    const elsewhere = { ...dana, sessionId: await world.signIn(dana) };
    expect(body(await sessionCall('getJoinInfo', elsewhere, m))).toMatchObject({ status: 'IN_USE_ELSEWHERE' });
    expect(body(await sessionCall('getJoinInfo', elsewhere, m))).not.toHaveProperty('attendee');

    const switched = body(await sessionCall('switchToNewDevice', elsewhere, m));
    expect(switched.status).toBe('SUCCESS');
    expect(switched.message).not.toBe(first);
    expect(await attendee(m.meetingId, first)).toMatchObject({ active: false });
    expect(await attendee(m.meetingId, switched.message)).toMatchObject({ active: true, sessionId: elsewhere.sessionId });
    expect(s.calls.deletedAttendees).toContain(first);
    expect(s.posts).toContainEqual({ connectionId: oldConnection, message: { type: 'session.replaced', meetingId: m.meetingId } });
    expect(s.posts).toContainEqual({
      connectionId: hostConnection,
      message: { type: 'session.peer-left', meetingId: m.meetingId, attendeeId: first, reason: 'switched' },
    });
    // The new sign-in now holds the session: a join there is a reconnect.
    expect(body(await sessionCall('getJoinInfo', elsewhere, m)).attendee.AttendeeId).toBe(switched.message);
  });

  it('issues one attendee to two getJoinInfo calls of one sign-in at once: the one that lost drops its media attendee', async () => {
    const m = await remote();
    const erin = await candidate('Erin');
    await w.confirmed(m, erin.userId);
    await sessionCall('getMeetingResponse', a.assessor, m);
    s.holdAttendees(2);
    const [one, two] = await Promise.all([sessionCall('getJoinInfo', erin, m), sessionCall('getJoinInfo', erin, m)]);
    const ids = [body(one).attendee.AttendeeId, body(two).attendee.AttendeeId];
    expect(ids[0]).toBe(ids[1]);
    const { data: rows } = await db.liveAttendee.query.byMeeting({ meetingId: m.meetingId }).go();
    expect(rows.filter((r) => r.userId === erin.userId)).toMatchObject([{ attendeeId: ids[0], active: true }]);
    const issued = s.calls.attendees.slice(-2);
    expect(issued).toContain(ids[0]);
    expect(s.calls.deletedAttendees).toContain(issued.find((id) => id !== ids[0]));
  });

  it('joinWithOutSwitch reconnects with the attendee already held, without a new one', async () => {
    const m = await remote();
    const eli = await candidate('Eli');
    await w.confirmed(m, eli.userId);
    await sessionCall('getMeetingResponse', a.assessor, m);
    const first = body(await sessionCall('getJoinInfo', eli, m)).attendee.AttendeeId;
    await s.bind(m.meetingId, first, await s.connection(eli));
    const elsewhere = { ...eli, sessionId: await world.signIn(eli) };
    const issued = s.calls.attendees.length;
    expect(body(await sessionCall('joinWithOutSwitch', elsewhere, m))).toEqual({ status: 'SUCCESS', message: first });
    expect(s.calls.attendees.length).toBe(issued);
    expect(await attendee(m.meetingId, first)).toMatchObject({ active: true, sessionId: elsewhere.sessionId });
  });
});

describe('meeting-session finishMeeting', () => {
  it('ends the session for everyone once: attendance on the booking, media meeting deleted, session.ended told; again changes nothing', async () => {
    const m = await remote();
    const fay = await candidate('Fay');
    const bookingId = await w.confirmed(m, fay.userId);
    await sessionCall('getMeetingResponse', a.assessor, m);
    const fayAttendee = body(await sessionCall('getJoinInfo', fay, m)).attendee.AttendeeId;
    const fayConnection = await s.connection(fay);
    await s.bind(m.meetingId, fayAttendee, fayConnection, 10);
    const { data: session } = await db.liveSession.get({ meetingId: m.meetingId }).go();

    expect((await sessionCall('finishMeeting', fay, m)).statusCode).toBe(403);
    expect(body(await sessionCall('finishMeeting', a.assessor, m))).toEqual({ status: 'SUCCESS', message: 'ENDED' });
    expect((await db.liveSession.get({ meetingId: m.meetingId }).go()).data).toMatchObject({ state: 'ENDED', endedBy: a.assessor.userId });
    expect(body(await sessionCall('isMeetingStarted', fay, m))).toEqual({
      status: 'ENDED',
      message: fillLabels(LIVE_SESSION_MESSAGES.ended, LABEL_DEFAULTS),
    });
    expect(body(await sessionCall('getJoinInfo', fay, m))).toEqual({
      status: 'ENDED',
      message: fillLabels(LIVE_SESSION_MESSAGES.ended, LABEL_DEFAULTS),
    });
    const left = await attendee(m.meetingId, fayAttendee);
    expect(left).toMatchObject({ active: false });
    expect(left?.connectionId).toBeUndefined();
    const { data: booking } = await db.booking.get({ organisationId: a.organisationId, bookingId }).go();
    expect(booking?.sessionLeftAt).toBe(left?.leftAt);
    expect(booking?.sessionSeconds).toBeGreaterThanOrEqual(599);
    expect(booking?.sessionSeconds).toBeLessThan(660);
    const byId = (who: SignedIn) =>
      invoke(bookingHandler, { method: 'GET', path: '/api/user-booking/getById/{id}', params: { id: bookingId }, ...who });
    expect(body(await byId(a.admin))).toMatchObject({ sessionLeftAt: left?.leftAt, sessionSeconds: booking?.sessionSeconds });
    expect(body(await byId(fay))).not.toHaveProperty('sessionSeconds');
    expect(s.calls.deletedMeetings.filter((id) => id === session?.mediaMeetingId)).toHaveLength(1);
    expect(s.posts).toContainEqual({ connectionId: fayConnection, message: { type: 'session.ended', meetingId: m.meetingId } });

    const posted = s.posts.length;
    expect(body(await sessionCall('finishMeeting', a.admin, m))).toEqual({ status: 'SUCCESS', message: 'ENDED' });
    expect(s.calls.deletedMeetings.filter((id) => id === session?.mediaMeetingId)).toHaveLength(1);
    expect(s.posts.length).toBe(posted);
    expect((await db.booking.get({ organisationId: a.organisationId, bookingId }).go()).data?.sessionSeconds).toBe(booking?.sessionSeconds);

    // A start after the end makes a new session.
    const restarted = body(await sessionCall('getMeetingResponse', a.assessor, m));
    expect(restarted.status).toBe('SUCCESS');
    expect((await db.liveSession.get({ meetingId: m.meetingId }).go()).data).toMatchObject({ state: 'LIVE', hostAttendeeId: restarted.message });
  });
});

describe('user-booking waiting room', () => {
  const checkIn = (who: SignedIn, encryptedMeetingId: string) =>
    invoke(bookingHandler, { method: 'POST', path: '/api/user-booking/checkInWaitingRoom', body: { encryptedMeetingId }, ...who });
  const list = (who: SignedIn, meetingId: string) =>
    invoke(bookingHandler, { method: 'GET', path: '/api/user-booking/getCandidatesInWaitingRoom/{meetingId}', params: { meetingId }, ...who });

  it('checks a candidate in (sealed id), tells the host, and lists the confirmed candidates by name with their state', async () => {
    const m = await remote();
    const gus = await candidate('Gus');
    const ada = await candidate('Ada');
    const gusBooking = await w.confirmed(m, gus.userId);
    await w.confirmed(m, ada.userId);
    const hostTab = await s.connection(a.assessor);

    expect(body(await checkIn(gus, s.sealed(m.meetingId)))).toEqual({ status: 'SUCCESS', message: gusBooking });
    expect(s.posts).toContainEqual({
      connectionId: hostTab,
      message: {
        type: 'session.waiting-room',
        meetingId: m.meetingId,
        eventType: 'candidate-waitingRoom',
        waitingRoom: 'true',
        attendeeName: 'Gus Lane',
      },
    });
    expect(body(await list(a.assessor, m.meetingId))).toEqual([
      { fullName: 'Ada Lane', inWaitingRoom: false },
      { fullName: 'Gus Lane', inWaitingRoom: true },
    ]);
    expect((await list(a.admin, s.sealed(m.meetingId))).statusCode).toBe(200);
  });

  it('refuses a candidate without a booking, and other organisations', async () => {
    const m = await remote();
    const gus = await candidate('Hal');
    expect((await checkIn(gus, m.meetingId)).statusCode).toBe(404);
    expect((await checkIn(b.candidate, m.meetingId)).statusCode).toBe(404);
    expect((await list(b.admin, m.meetingId)).statusCode).toBe(404);
    expect((await list(a.invigilator, m.meetingId)).statusCode).toBe(404);
  });
});
