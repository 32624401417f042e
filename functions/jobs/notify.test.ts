import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOMAIN_EVENT_EXAMPLES } from '@scheduler/events/domain-event';
import { handler, NOTIFIERS } from './notify.ts';

const asBusEvent = (e: (typeof DOMAIN_EVENT_EXAMPLES)[number]) =>
  ({ id: 'evt-1', version: '0', account: '1', region: 'ap-southeast-2', time: '2027-03-04T22:05:00Z', resources: [], source: 'scheduler', 'detail-type': e.type, detail: e.detail }) as never;

const registered = { ...NOTIFIERS };
afterEach(() => {
  for (const k of Object.keys(NOTIFIERS)) delete NOTIFIERS[k as keyof typeof NOTIFIERS];
  Object.assign(NOTIFIERS, registered);
});

describe('notify', () => {
  it('hands a valid domain event to the notifier of its type', async () => {
    const example = DOMAIN_EVENT_EXAMPLES[0];
    const notifier = vi.fn(async () => undefined);
    NOTIFIERS[example.type] = notifier;
    await handler(asBusEvent(example));
    expect(notifier).toHaveBeenCalledWith(example);
  });

  it('rejects an event that does not match its schema, so EventBridge retries and dead-letters it', async () => {
    const example = DOMAIN_EVENT_EXAMPLES[0];
    await expect(handler({ ...(asBusEvent(example) as object), detail: { nonsense: true } } as never)).rejects.toThrow();
  });

  it('lets a notifier failure surface (no silent loss)', async () => {
    const example = DOMAIN_EVENT_EXAMPLES[0];
    NOTIFIERS[example.type] = async () => {
      throw new Error('SES throttled');
    };
    await expect(handler(asBusEvent(example))).rejects.toThrow('SES throttled');
  });
});
