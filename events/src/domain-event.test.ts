import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_EXAMPLES, DOMAIN_EVENT_TYPES, domainEventFromEventBridge, parseDomainEvent } from './domain-event.ts';

describe('domain event catalogue', () => {
  it('has exactly one example per event type', () => {
    expect(DOMAIN_EVENT_EXAMPLES.map((e) => e.type).sort()).toEqual([...DOMAIN_EVENT_TYPES].sort());
    expect(new Set(DOMAIN_EVENT_TYPES).size).toBe(DOMAIN_EVENT_TYPES.length);
  });

  it.each(DOMAIN_EVENT_EXAMPLES.map((e) => [e.type, e] as const))('%s example parses after a JSON round trip', (_type, example) => {
    expect(parseDomainEvent(JSON.parse(JSON.stringify(example)))).toEqual(example);
  });

  it('rejects an unknown type', () => {
    expect(() => parseDomainEvent({ type: 'booking.teleported', detail: {} })).toThrow();
  });

  it('rejects a detail missing a field or carrying an unknown one', () => {
    const confirmed = DOMAIN_EVENT_EXAMPLES.find((e) => e.type === 'booking.confirmed')!;
    const { bookingId: _omit, ...withoutId } = confirmed.detail as Record<string, unknown>;
    expect(() => parseDomainEvent({ type: 'booking.confirmed', detail: withoutId })).toThrow(/bookingId/);
    expect(() => parseDomainEvent({ type: 'booking.confirmed', detail: { ...confirmed.detail, password: 'x' } })).toThrow(/password/);
  });

  it('rejects a local time without Z as occurredAt', () => {
    const saved = DOMAIN_EVENT_EXAMPLES.find((e) => e.type === 'department.saved')!;
    expect(() => parseDomainEvent({ ...saved, detail: { ...saved.detail, occurredAt: '2027-02-01T10:00:00' } })).toThrow(/occurredAt/);
  });

  it('reads the event inside an EventBridge delivery', () => {
    const example = DOMAIN_EVENT_EXAMPLES.find((e) => e.type === 'meeting.archived')!;
    const delivery = {
      version: '0',
      id: '6a7e8feb-b491-4cf7-a9f1-bf3703467718',
      'detail-type': 'meeting.archived',
      source: 'scheduler',
      account: '123456789012',
      time: '2027-03-03T00:00:00Z',
      region: 'ap-southeast-2',
      resources: [],
      detail: example.detail,
    };
    expect(domainEventFromEventBridge(delivery)).toEqual(example);
  });
});
