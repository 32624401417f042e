import { describe, expect, it } from 'vitest';
import type { WsConnection } from '@scheduler/core/realtime/ws-connection-entity';
import { inMemoryConnectionStore } from './in-memory-connection-store.ts';
import { createPushToUser } from './push-to-user.ts';

const now = new Date('2027-03-04T22:05:00.000Z');
const nowS = now.getTime() / 1000;
const conn = (connectionId: string, userId: string, expiresAt = nowS + 3600): WsConnection => ({
  connectionId,
  userId,
  identitySub: `sub-${userId}`,
  connectedAt: now.toISOString(),
  expiresAt,
});

describe('pushToUser', () => {
  it('sends to every live connection of the user, deletes gone and expired ones, and leaves other users alone', async () => {
    const store = inMemoryConnectionStore([conn('tab-1', 'u1'), conn('tab-2', 'u1'), conn('old', 'u1', nowS - 1), conn('other', 'u2')]);
    const posted: string[] = [];
    const push = createPushToUser({
      store,
      clock: { now: () => now },
      poster: {
        async post(id) {
          posted.push(id);
          return id === 'tab-2' ? 'gone' : 'sent';
        },
      },
    });
    await expect(push('u1', { type: 'booking.confirmed' })).resolves.toEqual({ sent: 1, removed: 2, failed: 0 });
    expect(posted.sort()).toEqual(['tab-1', 'tab-2']);
    expect([...store.items.keys()].sort()).toEqual(['other', 'tab-1']);
  });

  it('keeps going past a failing connection and keeps it (the failure may be transient)', async () => {
    const store = inMemoryConnectionStore([conn('a', 'u1'), conn('b', 'u1')]);
    const push = createPushToUser({
      store,
      clock: { now: () => now },
      poster: {
        async post(id) {
          if (id === 'a') throw new Error('throttled');
          return 'sent';
        },
      },
    });
    await expect(push('u1', 'x')).resolves.toEqual({ sent: 1, removed: 0, failed: 1 });
    expect(store.items.size).toBe(2);
  });

  it('a user without connections gets nothing', async () => {
    const push = createPushToUser({ store: inMemoryConnectionStore(), clock: { now: () => now }, poster: { post: async () => 'sent' } });
    await expect(push('nobody', 'x')).resolves.toEqual({ sent: 0, removed: 0, failed: 0 });
  });
});
