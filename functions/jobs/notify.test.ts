import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_EXAMPLES } from '@scheduler/events/domain-event';
import { handler } from './notify.ts';

const asBusEvent = (e: (typeof DOMAIN_EVENT_EXAMPLES)[number]) =>
  ({
    id: 'evt-1',
    version: '0',
    account: '1',
    region: 'ap-southeast-2',
    time: '2027-03-04T22:05:00Z',
    resources: [],
    source: 'scheduler',
    'detail-type': e.type,
    detail: e.detail,
  }) as never;

/** Delivery of a real event to its notifier, retried after a failed send, is proven end to end in auth/password-reset.integration.test.ts. */
describe('notify', () => {
  it('rejects an event that does not match its schema, so EventBridge retries and dead-letters it', async () => {
    const example = DOMAIN_EVENT_EXAMPLES[0];
    await expect(handler({ ...(asBusEvent(example) as object), detail: { nonsense: true } } as never)).rejects.toThrow();
  });
});
