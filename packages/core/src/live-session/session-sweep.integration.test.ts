import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { SessionServerMessage } from '@scheduler/contracts/live-session';
import { testDb } from '@scheduler/local/testing/test-db';
import { ulidIds } from '../ports/ids.ts';
import type { MeetingMedia } from '../ports/meeting-media.ts';
import { wsConnectionExpiresAt } from '../realtime/ws-connection-entity.ts';
import { ENDED_RETENTION_HOURS, endedRowsExpireAt } from './session-end.ts';
import { SWEEP_ENDED_BY, sweepStaleSessions } from './session-sweep.ts';

/** The stale-session sweep on DynamoDB Local. Only this file's organisation is swept (others' settings keep theirs). */

const { db } = testDb();
const organisationId = ulid();
const now = new Date();
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

function setup(inactive = 30) {
  const deleted: string[] = [];
  const posted: { connectionId: string; message: SessionServerMessage }[] = [];
  const media: MeetingMedia = {
    kind: 'p2p',
    createMeeting: async () => ({ kind: 'p2p', MeetingId: ulid() }),
    createAttendee: async ({ externalUserId }) => ({ AttendeeId: ulid(), ExternalUserId: externalUserId }),
    deleteAttendee: async () => undefined,
    deleteMeeting: async ({ mediaMeetingId }) => void deleted.push(mediaMeetingId),
  };
  const deps = {
    db,
    clock: { now: () => now },
    ids: ulidIds,
    media,
    post: async (connectionId: string, message: SessionServerMessage) => (posted.push({ connectionId, message }), 'sent' as const),
    settings: async (org: string) => ({ inactive: org === organisationId ? inactive : Number.POSITIVE_INFINITY }),
  };
  return { deps, deleted, posted };
}

async function liveSession(lastActiveAt: string) {
  const meetingId = ulid();
  await db.liveSession
    .put({
      meetingId,
      organisationId,
      state: 'LIVE',
      mediaKind: 'p2p',
      mediaMeetingId: `room-${meetingId}`,
      mediaMeetingJson: '{}',
      startedBy: 'host',
      hostAttendeeId: 'host-att',
      startedAt: minutesAgo(90),
      lastActiveAt,
    })
    .go();
  return meetingId;
}

async function attendee(meetingId: string, over: { connectionId?: string; joinedAt?: string; bookingId?: string; createdAt?: string } = {}) {
  const attendeeId = ulid();
  await db.liveAttendee
    .put({
      meetingId,
      attendeeId,
      organisationId,
      userId: ulid(),
      externalUserId: 'x',
      role: 'candidate',
      mainHost: false,
      name: 'Mia Martin',
      sessionId: ulid(),
      active: true,
      createdAt: minutesAgo(90),
      ...over,
    })
    .go();
  return attendeeId;
}

async function connection(liveMeetingId?: string) {
  const connectionId = ulid();
  await db.wsConnection
    .put({ connectionId, userId: ulid(), identitySub: 's', connectedAt: now.toISOString(), expiresAt: wsConnectionExpiresAt(now), liveMeetingId })
    .go();
  return connectionId;
}

describe('the stale live-session sweep', () => {
  it('ends a session idle past inactive whose attendees are all gone: media deleted, watchers told, attendance closed', async () => {
    const { deps, deleted, posted } = setup();
    const meetingId = await liveSession(minutesAgo(40));
    const bookingId = ulid();
    await db.booking
      .put({
        organisationId,
        bookingId,
        candidateId: ulid(),
        projectId: ulid(),
        meetingId,
        stepType: 'INTERVIEW',
        status: 'CONFIRMED',
        statusDate: minutesAgo(90),
        createdAt: minutesAgo(90),
        updatedAt: minutesAgo(90),
      })
      .go();
    // Bound to a connection that went without $disconnect (its row is gone).
    const stranded = await attendee(meetingId, { connectionId: ulid(), joinedAt: minutesAgo(60), bookingId });
    const left = await attendee(meetingId);
    const watcher = await connection(meetingId);

    const result = await sweepStaleSessions(deps);
    expect(result.ended).toBeGreaterThanOrEqual(1);
    const { data: session } = await db.liveSession.get({ meetingId }).go();
    expect(session).toMatchObject({ state: 'ENDED', endedBy: SWEEP_ENDED_BY, endedAt: now.toISOString() });
    expect(deleted).toContain(`room-${meetingId}`);
    expect(posted).toContainEqual({ connectionId: watcher, message: { type: 'session.ended', meetingId } });
    const { data: a } = await db.liveAttendee.get({ meetingId, attendeeId: stranded }).go();
    expect(a).toMatchObject({ active: false, leftAt: minutesAgo(40), expiresAt: endedRowsExpireAt(now.toISOString()) });
    expect(session?.expiresAt).toBe(endedRowsExpireAt(now.toISOString()));
    expect(a?.connectionId).toBeUndefined();
    expect((await db.liveAttendee.get({ meetingId, attendeeId: left }).go()).data?.active).toBe(false);
    const { data: booking } = await db.booking.get({ organisationId, bookingId }).go();
    expect(booking).toMatchObject({ sessionLeftAt: minutesAgo(40), sessionSeconds: 20 * 60 });

    // Idempotent: a second run finds nothing of it to end and deletes nothing again.
    const again = setup();
    await sweepStaleSessions(again.deps);
    expect(again.deleted).not.toContain(`room-${meetingId}`);
    expect((await db.liveSession.get({ meetingId }).go()).data?.endedAt).toBe(now.toISOString());
  });

  it('keeps a session someone is connected to, one active lately, and one within a longer inactive setting', async () => {
    const { deps, deleted } = setup();
    const occupied = await liveSession(minutesAgo(40));
    await attendee(occupied, { connectionId: await connection(occupied), joinedAt: minutesAgo(60) });
    const recent = await liveSession(minutesAgo(10));
    await sweepStaleSessions(deps);
    const patient = setup(60);
    const idle = await liveSession(minutesAgo(40));
    await sweepStaleSessions(patient.deps);
    for (const meetingId of [occupied, recent, idle]) expect((await db.liveSession.get({ meetingId }).go()).data?.state).toBe('LIVE');
    expect([...deleted, ...patient.deleted].filter((id) => [occupied, recent, idle].some((m) => id.endsWith(m)))).toEqual([]);
  });

  it('deletes the rows of a session ended more than a day ago (its attendees first), and keeps a younger one', async () => {
    const { deps } = setup();
    const hoursAgo = (h: number) => minutesAgo(h * 60);
    async function ended(endedAt: string, withExpiry: boolean) {
      const meetingId = await liveSession(endedAt);
      await db.liveSession
        .patch({ meetingId })
        .set({ state: 'ENDED', endedAt, endedBy: 'host', ...(withExpiry ? { expiresAt: endedRowsExpireAt(endedAt) } : {}) })
        .go();
      const createdAt = hoursAgo(ENDED_RETENTION_HOURS + 8);
      const attendeeId = await attendee(meetingId, { createdAt, joinedAt: createdAt });
      await db.liveAttendeeGuard.put({ meetingId, seat: `${createdAt}#user#sign-in`, attendeeId, createdAt }).go();
      return { meetingId, attendeeId };
    }
    const old = await ended(hoursAgo(ENDED_RETENTION_HOURS + 1), true);
    // Ended before expiresAt was written: it expires by its endedAt.
    const older = await ended(hoursAgo(ENDED_RETENTION_HOURS + 6), false);
    const young = await ended(hoursAgo(ENDED_RETENTION_HOURS - 1), true);

    const result = await sweepStaleSessions(deps);
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    for (const gone of [old, older]) {
      expect((await db.liveSession.get({ meetingId: gone.meetingId }).go()).data).toBeNull();
      expect((await db.liveAttendee.query.byMeeting({ meetingId: gone.meetingId }).go()).data).toEqual([]);
      expect((await db.liveAttendeeGuard.query.byMeeting({ meetingId: gone.meetingId }).go()).data).toEqual([]);
    }
    expect((await db.liveSession.get({ meetingId: young.meetingId }).go()).data?.state).toBe('ENDED');
    expect((await db.liveAttendee.get({ meetingId: young.meetingId, attendeeId: young.attendeeId }).go()).data?.name).toBe('Mia Martin');
    expect((await db.liveAttendeeGuard.query.byMeeting({ meetingId: young.meetingId }).go()).data).toHaveLength(1);
  });
});
