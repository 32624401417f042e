import { afterAll, describe, expect, it } from 'vitest';
import type { Deps } from '../lib/deps.ts';
import { setDeps } from '../lib/deps.ts';
import { handler } from './outbox-sender.ts';

/** A table whose send queue answers nothing due, each read held until `release` (a drain in progress). */
function queueReads() {
  let reads = 0;
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  const db = {
    deliveryRecord: {
      query: {
        byQueue: () => ({
          lte: () => ({
            go: async () => {
              reads += 1;
              await held;
              return { data: [] };
            },
          }),
        }),
      },
    },
  };
  return {
    db,
    reads: () => reads,
    release: () => {
      release();
      held = Promise.resolve();
    },
  };
}

const scheduled = { id: 'run-1', 'detail-type': 'Scheduled Event', detail: {} } as never;
const queuedEvent = { id: 'evt-1', 'detail-type': 'notification.outbox-queued', detail: {} } as never;

describe('outbox-sender job', () => {
  afterAll(() => setDeps(undefined));

  it('a start while a drain runs in this process does not send alongside it: the running drain looks again', async () => {
    const queue = queueReads();
    setDeps({
      db: queue.db,
      clock: { now: () => new Date('2027-03-01T00:00:00Z') },
      mailer: { send: async () => ({ messageId: 'm' }) },
      sms: { send: async () => ({ messageId: 's' }) },
      config: { outboxSendRate: 20 },
    } as unknown as Deps);

    const first = handler(scheduled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queue.reads()).toBe(1);
    await handler(queuedEvent);
    expect(queue.reads()).toBe(1);
    queue.release();
    await first;
    // The event arrived during the first pass: the same invocation drained a second time.
    expect(queue.reads()).toBe(2);
    await handler(scheduled);
    expect(queue.reads()).toBe(3);
  });
});
