import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { systemClock } from '../ports/clock.ts';
import { ulidIds } from '../ports/ids.ts';
import type { Realtime } from '../ports/realtime.ts';
import { closeConnections, connectionsOf } from './close-connections.ts';
import { wsConnectionExpiresAt } from './ws-connection-entity.ts';

const { db } = testDb();
const deps = { db, clock: systemClock, ids: ulidIds };

async function connection(userId: string, sessionId: string, liveMeetingId?: string): Promise<string> {
  const connectionId = `conn-${ulid()}`;
  const now = new Date();
  await db.wsConnection
    .create({
      connectionId,
      userId,
      identitySub: `sub-${userId}`,
      sessionId,
      connectedAt: now.toISOString(),
      expiresAt: wsConnectionExpiresAt(now),
      ...(liveMeetingId ? { liveMeetingId } : {}),
    })
    .go();
  return connectionId;
}

describe('closing the connections of an ended sign-in', () => {
  it('deletes the rows and unbinds their attendees even where no WebSocket API is wired', async () => {
    const userId = ulid();
    const meetingId = ulid();
    const bound = await connection(userId, 's1', meetingId);
    const other = await connection(userId, 's2');
    await db.liveAttendee
      .put({
        meetingId,
        attendeeId: 'att-1',
        organisationId: ulid(),
        userId,
        externalUserId: userId,
        role: 'candidate',
        mainHost: false,
        name: 'Ivy Lane',
        sessionId: 's1',
        connectionId: bound,
        joinedAt: new Date().toISOString(),
        active: true,
        createdAt: new Date().toISOString(),
      })
      .go();
    expect((await connectionsOf(deps, userId, new Set(['s1']))).map((c) => c.connectionId)).toEqual([bound]);
    await closeConnections(deps, await connectionsOf(deps, userId, new Set(['s1'])));
    expect((await connectionsOf(deps, userId)).map((c) => c.connectionId)).toEqual([other]);
    const { data: attendee } = await db.liveAttendee.get({ meetingId, attendeeId: 'att-1' }).go();
    expect(attendee).toMatchObject({ leftAt: expect.any(String) });
    expect(attendee?.connectionId).toBeUndefined();
  });

  it('deletes every row first, closes every socket it can, and then reports a failed close', async () => {
    const userId = ulid();
    const ids = [await connection(userId, 's1'), await connection(userId, 's1')];
    const closed: string[] = [];
    const realtime: Realtime = {
      post: async () => 'sent',
      disconnect: async (id) => {
        if (id === ids[0]) throw new Error('throttled');
        closed.push(id);
      },
    };
    await expect(closeConnections({ ...deps, realtime }, await connectionsOf(deps, userId))).rejects.toThrow('throttled');
    expect(closed).toEqual([ids[1]]);
    expect(await connectionsOf(deps, userId)).toEqual([]);
  });
});
