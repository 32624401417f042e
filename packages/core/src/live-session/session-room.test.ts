import { describe, expect, it } from 'vitest';
import type { SessionServerMessage } from '@scheduler/contracts/live-session';
import type { Db } from '../db.ts';
import { ulidIds } from '../ports/ids.ts';
import { createSessionRelay } from './session-relay.ts';
import { deliver, presentAttendees, toPeer } from './session-room.ts';
import type { LiveAttendee } from './live-attendee-entity.ts';

const now = new Date('2027-03-04T22:05:00.000Z');
const attendee = (over: Partial<LiveAttendee>): LiveAttendee => ({
  meetingId: 'm',
  attendeeId: 'a',
  organisationId: 'o',
  userId: 'u',
  externalUserId: 'u',
  role: 'candidate',
  mainHost: false,
  name: 'Mia Martin',
  sessionId: 's',
  active: true,
  createdAt: now.toISOString(),
  ...over,
});

describe('session room', () => {
  it('delivers to each connection once, answers the gone ones and keeps going past a failing one', async () => {
    const posted: string[] = [];
    const deps = {
      db: {} as Db,
      clock: { now: () => now },
      ids: ulidIds,
      post: async (id: string) => {
        posted.push(id);
        if (id === 'broken') throw new Error('throttled');
        return id.startsWith('gone') ? ('gone' as const) : ('sent' as const);
      },
    };
    const gone = await deliver(deps, ['a', 'gone-1', 'broken', 'a', 'b'], { type: 'session.ended', meetingId: 'm' });
    expect(posted.sort()).toEqual(['a', 'b', 'broken', 'gone-1']);
    expect(gone).toEqual(['gone-1']);
  });

  it('counts as present only the active attendees bound to a connection', () => {
    const rows = [
      attendee({ attendeeId: 'in', connectionId: 'c1' }),
      attendee({ attendeeId: 'waiting' }),
      attendee({ attendeeId: 'old', connectionId: 'c2', active: false }),
    ];
    expect(presentAttendees(rows).map((a) => a.attendeeId)).toEqual(['in']);
  });

  it('shows a peer without its private fields', () => {
    expect(toPeer(attendee({ connectionId: 'c1', muted: true, bookingId: 'b' }))).toEqual({
      attendeeId: 'a',
      name: 'Mia Martin',
      role: 'candidate',
      mainHost: false,
      muted: true,
    });
  });

  it('answers a message outside the protocol with session.error to its sender alone, touching nothing', async () => {
    const posted: { id: string; message: SessionServerMessage }[] = [];
    const relay = createSessionRelay({
      db: {} as Db,
      clock: { now: () => now },
      ids: ulidIds,
      post: async (id, message) => (posted.push({ id, message }), 'sent'),
      rules: async () => ({ candidatesCanSeeEachOther: false, tokenExpiry: 3600 }),
      resolveMeetingId: async (id) => id,
      signedIn: async () => true,
      close: async () => undefined,
    });
    const conn = { connectionId: 'c1', userId: 'u' };
    await relay.message(conn, { action: 'session', op: 'join', meetingId: 'm' });
    await relay.message(conn, { action: 'session', op: 'chat', meetingId: 'm', to: 'Everyone', message: 'x'.repeat(4001) });
    await relay.message(conn, 'join');
    expect(posted).toEqual(Array(3).fill({ id: 'c1', message: { type: 'session.error', message: 'Invalid session message' } }));
  });
});
