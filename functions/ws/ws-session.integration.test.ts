import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalJWKSet } from 'jose';
import { ulid } from 'ulid';
import type { SessionRole, SessionServerMessage } from '@scheduler/contracts/live-session';
import { createSessionService as createIdentitySessions } from '@scheduler/core/identity/session';
import type { Realtime } from '@scheduler/core/ports/realtime';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import { meetingCreate } from '@scheduler/core/meeting/meeting-list';
import { wsConnectEvent, wsDisconnectEvent, wsMessageEvent } from '@scheduler/events/samples/websocket-events';
import { testDb } from '@scheduler/local/testing/test-db';
import { createAccessTokenVerifier } from '../lib/access-token-verifier.ts';
import { getDeps, setDeps } from '../lib/deps.ts';
import { testTokenIssuer } from '../testing/test-tokens.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler } from './index.ts';

/** The live-session relay through the WebSocket Lambda as deployed, on DynamoDB Local: who reaches whom. */

const { db } = testDb();
const ISSUER = 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_live';
const tokens = await testTokenIssuer(ISSUER);
let posted: { connectionId: string; message: SessionServerMessage }[] = [];
const goneConnections = new Set<string>();
/** Connections the server closed (the Realtime port's disconnect). */
const closed: string[] = [];
const realtime: Realtime = {
  post: async (connectionId, message) => {
    if (goneConnections.has(connectionId)) return 'gone';
    posted.push({ connectionId, message: message as SessionServerMessage });
    return 'sent';
  },
  disconnect: async (connectionId) => void closed.push(connectionId),
};
const base = getDeps();
setDeps({
  ...base,
  config: { ...base.config, jwtIssuer: ISSUER },
  realtime,
  verifyAccessToken: createAccessTokenVerifier({ issuer: ISSUER, clientId: 'client-1', jwks: createLocalJWKSet(tokens.jwks) }),
});
afterAll(() => setDeps(undefined));

const world = await givenTwoOrganisations(db);
const orgA = world.a.organisationId;
const stamp = new Date().toISOString();

async function allowCandidatesToSeeEachOther(organisationId: string, candidatesCanSeeEachOther: boolean) {
  const { data } = await db.organisation.get({ organisationId }).go();
  const config = {
    ...((data?.config as Record<string, unknown>) ?? {}),
    integrationConfig: [{ name: 'AWSChime', config: { enabled: true, candidatesCanSeeEachOther } }],
  };
  await db.organisation.patch({ organisationId }).set({ config }).go();
}

/** Opens a WebSocket connection of `person` (their sign-in) and answers its id. */
async function connect(person: SignedIn): Promise<string> {
  const connectionId = `conn-${ulid()}`;
  const res = await handler(
    wsConnectEvent({ connectionId, token: await tokens.sign({ sub: person.sub, origin_jti: `tk-${person.sessionId}` }), session: person.sessionId }),
  );
  expect(res.statusCode).toBe(200);
  return connectionId;
}

const send = (connectionId: string, body: Record<string, unknown>) =>
  handler(wsMessageEvent({ connectionId, body: JSON.stringify({ action: 'session', ...body }) }));
const to = (connectionId: string) => posted.filter((p) => p.connectionId === connectionId).map((p) => p.message);

interface Room {
  meetingId: string;
  bookingOf: Map<string, string>;
  host: { person: SignedIn; attendeeId: string; conn: string };
  mia: { person: SignedIn; attendeeId: string; conn: string };
  noah: { person: SignedIn; attendeeId: string; conn: string };
}

/** A REMOTE meeting of A's assessor with two confirmed candidates, its LIVE session and their three attendees. */
async function liveRoom(): Promise<Room> {
  const meetingId = ulid();
  const start = new Date(Date.now() - 10 * 60_000).toISOString();
  const end = new Date(Date.now() + 50 * 60_000).toISOString();
  const noahPerson = await world.signedIn(await world.member(orgA, 'CANDIDATE', {}, { firstName: 'Noah' }));
  await db.service.transaction
    .write((e) =>
      meetingCreate(e, {
        organisationId: orgA,
        meetingId,
        projectId: ulid(),
        stepType: 'INTERVIEW',
        assessorId: world.a.assessor.userId,
        start,
        end,
        timeZone: 'Australia/Sydney',
        durationHours: 1,
        deliveryMethod: 'REMOTE',
        candidateMin: 0,
        candidateMax: 2,
        candidatesConfirmed: 2,
        active: true,
        show: true,
        surge: false,
        archived: false,
        createdAt: stamp,
        updatedAt: stamp,
      }),
    )
    .go();
  const bookingOf = new Map<string, string>();
  for (const candidate of [world.a.candidate, noahPerson]) {
    const bookingId = ulid();
    bookingOf.set(candidate.userId, bookingId);
    await db.service.transaction
      .write((e) =>
        bookingCreate(e, {
          organisationId: orgA,
          bookingId,
          candidateId: candidate.userId,
          projectId: ulid(),
          meetingId,
          stepType: 'INTERVIEW',
          status: 'CONFIRMED',
          statusDate: stamp,
          start,
          end,
          createdAt: stamp,
          updatedAt: stamp,
        }),
      )
      .go();
  }
  const hostAttendeeId = `att-${ulid()}`;
  await db.liveSession
    .put({
      meetingId,
      organisationId: orgA,
      state: 'LIVE',
      mediaKind: 'p2p',
      mediaMeetingId: `room-${meetingId}`,
      mediaMeetingJson: JSON.stringify({ kind: 'p2p', MeetingId: `room-${meetingId}` }),
      startedBy: world.a.assessor.userId,
      hostAttendeeId,
      startedAt: stamp,
      lastActiveAt: stamp,
    })
    .go();
  const attendee = async (person: SignedIn, role: SessionRole, attendeeId = `att-${ulid()}`) => {
    await db.liveAttendee
      .put({
        meetingId,
        attendeeId,
        organisationId: orgA,
        userId: person.userId,
        externalUserId: person.userId,
        role,
        mainHost: role === 'host',
        name: person.fullName,
        sessionId: person.sessionId,
        bookingId: bookingOf.get(person.userId),
        active: true,
        createdAt: new Date().toISOString(),
      })
      .go();
    return { person, attendeeId, conn: await connect(person) };
  };
  return {
    meetingId,
    bookingOf,
    host: await attendee(world.a.assessor, 'host', hostAttendeeId),
    mia: await attendee(world.a.candidate, 'candidate'),
    noah: await attendee(noahPerson, 'candidate'),
  };
}

/** Everyone joins in order: host, Mia, Noah. */
async function joined(room: Room) {
  for (const p of [room.host, room.mia, room.noah]) {
    expect((await send(p.conn, { op: 'join', meetingId: room.meetingId, attendeeId: p.attendeeId })).statusCode).toBe(200);
  }
}

beforeEach(async () => {
  posted = [];
  closed.length = 0;
  goneConnections.clear();
  await allowCandidatesToSeeEachOther(orgA, false);
});

describe('the live-session relay over the WebSocket Lambda', () => {
  it('binds each joiner and tells only those who may see each other', async () => {
    const room = await liveRoom();
    await joined(room);
    const peersOf = (conn: string) => to(conn).find((m) => m.type === 'session.peers');
    expect(peersOf(room.host.conn)).toMatchObject({ self: { attendeeId: room.host.attendeeId, role: 'host', mainHost: true }, peers: [] });
    expect(peersOf(room.mia.conn)).toMatchObject({ self: { attendeeId: room.mia.attendeeId }, peers: [{ attendeeId: room.host.attendeeId }] });
    // Noah sees the host, not Mia: the organisation keeps candidates apart.
    expect(peersOf(room.noah.conn)).toMatchObject({ peers: [{ attendeeId: room.host.attendeeId }] });
    const joinedAt = (conn: string) =>
      to(conn)
        .filter((m) => m.type === 'session.peer-joined')
        .map((m) => m.type === 'session.peer-joined' && m.peer.attendeeId);
    expect(joinedAt(room.host.conn)).toEqual([room.mia.attendeeId, room.noah.attendeeId]);
    expect(joinedAt(room.mia.conn)).toEqual([]);
    const { data: mia } = await db.liveAttendee.get({ meetingId: room.meetingId, attendeeId: room.mia.attendeeId }).go();
    expect(mia).toMatchObject({ connectionId: room.mia.conn, joinedAt: expect.any(String) });
    expect((await db.wsConnection.get({ connectionId: room.mia.conn }).go()).data?.liveMeetingId).toBe(room.meetingId);
  });

  it('relays a signal only between attendees who see each other', async () => {
    const room = await liveRoom();
    await joined(room);
    posted = [];
    const data = { description: { type: 'offer', sdp: 'v=0' } };
    await send(room.mia.conn, { op: 'signal', meetingId: room.meetingId, to: room.noah.attendeeId, data });
    await send(room.mia.conn, { op: 'signal', meetingId: room.meetingId, to: room.host.attendeeId, data });
    await send(room.host.conn, { op: 'signal', meetingId: room.meetingId, to: room.noah.attendeeId, data: { candidate: null } });
    expect(to(room.noah.conn)).toEqual([
      { type: 'session.signal', meetingId: room.meetingId, from: room.host.attendeeId, data: { candidate: null } },
    ]);
    expect(to(room.host.conn)).toEqual([{ type: 'session.signal', meetingId: room.meetingId, from: room.mia.attendeeId, data }]);
    expect(to(room.mia.conn)).toMatchObject([{ type: 'session.error', op: 'signal' }]);
  });

  it('keeps the chat rules: a candidate writes to the main host only unless candidates may see each other', async () => {
    const room = await liveRoom();
    await joined(room);
    posted = [];
    await send(room.mia.conn, { op: 'chat', meetingId: room.meetingId, to: room.noah.attendeeId, message: 'psst' });
    expect(to(room.noah.conn)).toEqual([]);
    expect(to(room.mia.conn)).toMatchObject([{ type: 'session.error', op: 'chat' }]);

    posted = [];
    await send(room.mia.conn, { op: 'chat', meetingId: room.meetingId, to: room.host.attendeeId, message: '  Hello <b>all</b>  ' });
    const line = {
      type: 'session.chat',
      meetingId: room.meetingId,
      senderId: room.mia.attendeeId,
      senderName: room.mia.person.fullName,
      recipient: room.host.attendeeId,
      message: 'Hello <b>all</b>',
      timestamp: expect.any(String),
    };
    expect(to(room.host.conn)).toEqual([line]);
    expect(to(room.mia.conn)).toEqual([line]);
    expect(to(room.noah.conn)).toEqual([]);

    posted = [];
    await send(room.host.conn, { op: 'chat', meetingId: room.meetingId, to: 'Everyone', message: 'Welcome' });
    expect([room.mia.conn, room.noah.conn, room.host.conn].map((c) => to(c).length)).toEqual([1, 1, 1]);

    posted = [];
    await send(room.mia.conn, { op: 'chat', meetingId: room.meetingId, to: room.host.attendeeId, message: ' ' });
    await send(room.mia.conn, { op: 'chat', meetingId: room.meetingId, to: room.host.attendeeId, message: 'x'.repeat(1001) });
    expect(to(room.host.conn)).toEqual([]);
    expect(to(room.mia.conn).map((m) => m.type)).toEqual(['session.error', 'session.error']);

    await allowCandidatesToSeeEachOther(orgA, true);
    posted = [];
    await send(room.mia.conn, { op: 'chat', meetingId: room.meetingId, to: room.noah.attendeeId, message: 'hi Noah' });
    expect(to(room.noah.conn)).toMatchObject([{ type: 'session.chat', message: 'hi Noah', recipient: room.noah.attendeeId }]);
  });

  it("never gives a candidate's chat to another candidate while the organisation keeps them apart, however it is addressed", async () => {
    const room = await liveRoom();
    await joined(room);
    const cohost = { attendeeId: `att-${ulid()}`, conn: await connect(world.a.admin) };
    await db.liveAttendee
      .put({
        meetingId: room.meetingId,
        attendeeId: cohost.attendeeId,
        organisationId: orgA,
        userId: world.a.admin.userId,
        externalUserId: `${world.a.admin.userId}#cohost`,
        role: 'cohost',
        mainHost: false,
        name: world.a.admin.fullName,
        sessionId: world.a.admin.sessionId,
        active: true,
        createdAt: new Date().toISOString(),
      })
      .go();
    await send(cohost.conn, { op: 'join', meetingId: room.meetingId, attendeeId: cohost.attendeeId });
    posted = [];
    for (const addressed of ['Everyone', room.noah.attendeeId, 'everyone', room.noah.person.userId]) {
      await send(room.mia.conn, { op: 'chat', meetingId: room.meetingId, to: addressed, message: `to ${addressed}` });
    }
    expect(to(room.noah.conn)).toEqual([]);
    expect(to(cohost.conn)).toEqual([]);
    // Everyone is the main host alone, and the line names them: 'A candidate chats only with the main host.'
    const line = { type: 'session.chat', senderId: room.mia.attendeeId, recipient: room.host.attendeeId, message: 'to Everyone' };
    expect(to(room.host.conn)).toMatchObject([line]);
    expect(to(room.mia.conn).map((m) => m.type)).toEqual(['session.chat', 'session.error', 'session.error', 'session.error']);
    expect(to(room.mia.conn)[0]).toMatchObject(line);

    // Noah's own line to Everyone does not reach Mia either; the host's reaches both.
    posted = [];
    await send(room.noah.conn, { op: 'chat', meetingId: room.meetingId, to: 'Everyone', message: 'anyone?' });
    expect(to(room.mia.conn)).toEqual([]);
    await send(room.host.conn, { op: 'chat', meetingId: room.meetingId, to: 'Everyone', message: 'Welcome' });
    expect(to(room.mia.conn)).toMatchObject([{ type: 'session.chat', recipient: 'Everyone', message: 'Welcome' }]);
    expect(to(room.noah.conn)).toMatchObject([{ type: 'session.chat', recipient: room.host.attendeeId, message: 'anyone?' }, { message: 'Welcome' }]);

    // With the setting on, a candidate's Everyone reaches the other candidate.
    await allowCandidatesToSeeEachOther(orgA, true);
    posted = [];
    await send(room.mia.conn, { op: 'chat', meetingId: room.meetingId, to: 'Everyone', message: 'hello all' });
    expect(to(room.noah.conn)).toMatchObject([{ type: 'session.chat', recipient: 'Everyone', message: 'hello all' }]);
  });

  it('takes control messages from hosts only; muteAll reaches every candidate', async () => {
    const room = await liveRoom();
    await joined(room);
    posted = [];
    await send(room.mia.conn, { op: 'control', meetingId: room.meetingId, control: 'muteAll' });
    expect(to(room.noah.conn)).toEqual([]);
    expect(to(room.mia.conn)).toMatchObject([{ type: 'session.error', op: 'control' }]);

    posted = [];
    await send(room.host.conn, { op: 'control', meetingId: room.meetingId, control: 'muteAll' });
    for (const c of [room.mia.conn, room.noah.conn])
      expect(to(c)).toEqual([{ type: 'session.control', meetingId: room.meetingId, control: 'muteAll' }]);
    posted = [];
    await send(room.host.conn, { op: 'control', meetingId: room.meetingId, control: 'unmute', targetAttendeeId: room.noah.attendeeId });
    expect(to(room.noah.conn)).toMatchObject([{ type: 'session.control', control: 'unmute', targetAttendeeId: room.noah.attendeeId }]);
    expect(to(room.mia.conn)).toEqual([]);
  });

  it('stores camera and microphone states and tells those who see the sender', async () => {
    const room = await liveRoom();
    await joined(room);
    posted = [];
    await send(room.noah.conn, { op: 'mic', meetingId: room.meetingId, muted: true });
    await send(room.noah.conn, { op: 'camera', meetingId: room.meetingId, isCameraOff: true });
    await send(room.noah.conn, { op: 'screen', meetingId: room.meetingId, screen: 'started' });
    expect(to(room.host.conn).map((m) => m.type)).toEqual(['session.mic', 'session.camera', 'session.screen']);
    expect(to(room.host.conn)[2]).toMatchObject({ sharedAttendeeId: room.noah.attendeeId, name: room.noah.person.fullName });
    expect(to(room.mia.conn)).toEqual([]);
    const { data } = await db.liveAttendee.get({ meetingId: room.meetingId, attendeeId: room.noah.attendeeId }).go();
    expect(data).toMatchObject({ muted: true, isCameraOff: true });
  });

  it('keeps the session alive: a message moves lastActiveAt once it is a minute old, not more often', async () => {
    const room = await liveRoom();
    await joined(room);
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    await db.liveSession.patch({ meetingId: room.meetingId }).set({ lastActiveAt: old }).go();
    await send(room.mia.conn, { op: 'mic', meetingId: room.meetingId, muted: false });
    const touched = (await db.liveSession.get({ meetingId: room.meetingId }).go()).data?.lastActiveAt ?? '';
    expect(Date.parse(touched)).toBeGreaterThan(Date.now() - 60_000);
    await send(room.mia.conn, { op: 'mic', meetingId: room.meetingId, muted: true });
    expect((await db.liveSession.get({ meetingId: room.meetingId }).go()).data?.lastActiveAt).toBe(touched);
  });

  it('a disconnect unbinds the attendee and tells the peers who saw it; a gone connection is dropped the same way', async () => {
    const room = await liveRoom();
    await joined(room);
    posted = [];
    expect((await handler(wsDisconnectEvent({ connectionId: room.noah.conn }))).statusCode).toBe(200);
    expect(to(room.host.conn)).toEqual([
      { type: 'session.peer-left', meetingId: room.meetingId, attendeeId: room.noah.attendeeId, reason: 'disconnected' },
    ]);
    expect(to(room.mia.conn)).toEqual([]);
    const { data: noah } = await db.liveAttendee.get({ meetingId: room.meetingId, attendeeId: room.noah.attendeeId }).go();
    expect(noah?.connectionId).toBeUndefined();
    expect(noah?.leftAt).toEqual(expect.any(String));
    expect((await db.wsConnection.get({ connectionId: room.noah.conn }).go()).data).toBeNull();
    // Attendance on Noah's booking: joined once, left now, the bound seconds counted.
    const { data: booking } = await db.booking.get({ organisationId: orgA, bookingId: room.bookingOf.get(room.noah.person.userId) ?? '' }).go();
    expect(booking).toMatchObject({ sessionJoinedAt: expect.any(String), sessionLeftAt: noah?.leftAt, sessionSeconds: expect.any(Number) });

    posted = [];
    goneConnections.add(room.mia.conn);
    await send(room.host.conn, { op: 'chat', meetingId: room.meetingId, to: 'Everyone', message: 'Still there?' });
    expect(to(room.host.conn).map((m) => m.type)).toEqual(['session.chat', 'session.peer-left']);
    expect((await db.liveAttendee.get({ meetingId: room.meetingId, attendeeId: room.mia.attendeeId }).go()).data?.connectionId).toBeUndefined();
  });

  it('leave unbinds with reason left, and the attendee may join again', async () => {
    const room = await liveRoom();
    await joined(room);
    posted = [];
    await send(room.mia.conn, { op: 'leave', meetingId: room.meetingId });
    expect(to(room.host.conn)).toEqual([{ type: 'session.peer-left', meetingId: room.meetingId, attendeeId: room.mia.attendeeId, reason: 'left' }]);
    expect((await db.wsConnection.get({ connectionId: room.mia.conn }).go()).data?.liveMeetingId).toBeUndefined();
    await send(room.mia.conn, { op: 'join', meetingId: room.meetingId, attendeeId: room.mia.attendeeId });
    expect(to(room.host.conn).at(-1)).toMatchObject({ type: 'session.peer-joined', peer: { attendeeId: room.mia.attendeeId } });
  });

  it("refuses someone else's attendee, another organisation's user and an ended session", async () => {
    const room = await liveRoom();
    await joined(room);
    posted = [];
    const outsider = await connect(world.b.candidate);
    await send(outsider, { op: 'join', meetingId: room.meetingId, attendeeId: room.mia.attendeeId });
    await send(outsider, { op: 'watch', meetingId: room.meetingId });
    await send(outsider, { op: 'chat', meetingId: room.meetingId, to: 'Everyone', message: 'hello?' });
    expect(to(outsider).map((m) => m.type === 'session.error' && m.op)).toEqual(['join', 'watch', 'chat']);
    // Mia's own attendee is not Noah's to take.
    await send(room.noah.conn, { op: 'join', meetingId: room.meetingId, attendeeId: room.mia.attendeeId });
    expect(to(room.noah.conn)).toMatchObject([{ type: 'session.error', op: 'join' }]);
    expect(posted.filter((p) => p.connectionId !== outsider && p.connectionId !== room.noah.conn)).toEqual([]);
    expect((await db.liveAttendee.get({ meetingId: room.meetingId, attendeeId: room.mia.attendeeId }).go()).data?.connectionId).toBe(room.mia.conn);

    await db.liveSession.patch({ meetingId: room.meetingId }).set({ state: 'ENDED' }).go();
    posted = [];
    await send(room.mia.conn, { op: 'join', meetingId: room.meetingId, attendeeId: room.mia.attendeeId });
    expect(to(room.mia.conn)).toMatchObject([{ type: 'session.error', message: 'The session is not live' }]);
  });

  it('a join from another sign-in replaces the connection and tells the old page', async () => {
    const room = await liveRoom();
    await joined(room);
    const again = await world.signedIn(room.mia.person);
    const second = await connect(again);
    posted = [];
    await send(second, { op: 'join', meetingId: room.meetingId, attendeeId: room.mia.attendeeId });
    expect(to(room.mia.conn)).toEqual([{ type: 'session.replaced', meetingId: room.meetingId }]);
    expect(to(second)).toMatchObject([{ type: 'session.peers' }]);
  });

  it('lets the candidates and staff of the meeting watch its start, nobody else', async () => {
    const room = await liveRoom();
    posted = [];
    const watcher = await connect(world.a.candidate);
    await send(watcher, { op: 'watch', meetingId: room.meetingId });
    expect(to(watcher)).toEqual([{ type: 'session.started', meetingId: room.meetingId, hostAttendeeId: room.host.attendeeId }]);
    expect((await db.wsConnection.get({ connectionId: watcher }).go()).data?.liveMeetingId).toBe(room.meetingId);
    const other = await connect(world.a.invigilator);
    await send(other, { op: 'watch', meetingId: room.meetingId });
    expect(to(other)).toMatchObject([{ type: 'session.error', op: 'watch' }]);
    const admin = await connect(world.a.admin);
    await send(admin, { op: 'watch', meetingId: room.meetingId });
    expect(to(admin)).toMatchObject([{ type: 'session.started' }]);
  });

  it("a revocation deletes the person's connections: their peers are told, the sockets closed, an old connection refused", async () => {
    const room = await liveRoom();
    await joined(room);
    const waiting = await connect(room.noah.person);
    await send(waiting, { op: 'watch', meetingId: room.meetingId });
    posted = [];
    await createIdentitySessions(getDeps()).revokeAll(room.noah.person.userId, 'Deactivated in the test');
    expect((await db.wsConnection.query.byUser({ userId: room.noah.person.userId }).go()).data).toEqual([]);
    expect([...closed].sort()).toEqual([room.noah.conn, waiting].sort());
    expect(to(room.host.conn)).toEqual([
      { type: 'session.peer-left', meetingId: room.meetingId, attendeeId: room.noah.attendeeId, reason: 'disconnected' },
    ]);
    expect(to(room.mia.conn)).toEqual([]);
    expect((await db.liveAttendee.get({ meetingId: room.meetingId, attendeeId: room.noah.attendeeId }).go()).data?.connectionId).toBeUndefined();
    // The old connections are nobody's now: a join or a watch on them is refused and reaches no one.
    posted = [];
    expect((await send(room.noah.conn, { op: 'join', meetingId: room.meetingId, attendeeId: room.noah.attendeeId })).statusCode).toBe(401);
    expect((await send(waiting, { op: 'watch', meetingId: room.meetingId })).statusCode).toBe(401);
    expect(posted).toEqual([]);
  });

  it('a logout deletes the connections of that sign-in only', async () => {
    const room = await liveRoom();
    await joined(room);
    const elsewhere = await connect(await world.signedIn(room.noah.person));
    posted = [];
    const noah = room.noah.person;
    await createIdentitySessions(getDeps()).close({
      userId: noah.userId,
      username: noah.username,
      fullName: noah.fullName,
      userType: 'CANDIDATE',
      organisationId: orgA,
      roles: [],
      sessionId: noah.sessionId,
    });
    expect((await db.wsConnection.query.byUser({ userId: noah.userId }).go()).data.map((c) => c.connectionId)).toEqual([elsewhere]);
    expect(closed).toEqual([room.noah.conn]);
    expect(to(room.host.conn)).toMatchObject([{ type: 'session.peer-left', attendeeId: room.noah.attendeeId }]);
  });

  it('a join or a watch checks the sign-in again: one that ended meanwhile is refused and its connection closed', async () => {
    const room = await liveRoom();
    await joined(room);
    // Noah's sign-in is revoked by a path that did not close his socket; the assessor's second sign-in expires.
    await db.session.patch({ sessionId: room.noah.person.sessionId }).set({ revoked: true }).go();
    const later = await world.signedIn(world.a.assessor);
    const watcher = await connect(later);
    await db.session
      .patch({ sessionId: later.sessionId })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    posted = [];
    await send(room.noah.conn, { op: 'join', meetingId: room.meetingId, attendeeId: room.noah.attendeeId });
    await send(watcher, { op: 'watch', meetingId: room.meetingId });
    const ended = { type: 'session.error', message: 'Your session has ended, please sign in again' };
    expect(to(room.noah.conn)).toEqual([{ ...ended, meetingId: room.meetingId, op: 'join' }]);
    expect(to(watcher)).toEqual([{ ...ended, meetingId: room.meetingId, op: 'watch' }]);
    expect(closed.sort()).toEqual([room.noah.conn, watcher].sort());
    for (const c of [room.noah.conn, watcher]) expect((await db.wsConnection.get({ connectionId: c }).go()).data).toBeNull();
    expect(to(room.host.conn)).toEqual([
      { type: 'session.peer-left', meetingId: room.meetingId, attendeeId: room.noah.attendeeId, reason: 'disconnected' },
    ]);
    // A live sign-in still joins and watches.
    posted = [];
    await send(room.mia.conn, { op: 'join', meetingId: room.meetingId, attendeeId: room.mia.attendeeId });
    expect(to(room.mia.conn)).toMatchObject([{ type: 'session.peers' }]);
  });

  it('answers a message that is not of the protocol with session.error', async () => {
    const room = await liveRoom();
    posted = [];
    await send(room.mia.conn, { op: 'dance', meetingId: room.meetingId });
    expect(to(room.mia.conn)).toEqual([{ type: 'session.error', message: 'Invalid session message' }]);
  });
});
