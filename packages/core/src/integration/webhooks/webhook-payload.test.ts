import { DOMAIN_EVENT_EXAMPLES, type DomainEvent } from '@scheduler/events/domain-event';
import { describe, expect, it } from 'vitest';
import { eventKeyOf, webhookDeliveryIdOf, webhookEventOf, webhookMessageIdOf } from './webhook-payload.ts';

describe('webhook payloads', () => {
  it('each subscribable event but candidate.invited has a domain event example that becomes its payload', () => {
    const raised = DOMAIN_EVENT_EXAMPLES.flatMap((e) => {
      const w = webhookEventOf(e);
      return w ? [w.event] : [];
    });
    for (const e of [
      'booking.confirmed',
      'booking.cancelled',
      'booking.rescheduled',
      'booking.completed',
      'meeting.changed',
      'meeting.archived',
      'waitlist.seat-held',
      'meeting.under-minimum',
    ]) {
      expect(raised).toContain(e);
    }
  });

  it('a candidate invited is candidate.invited; staff invited raise nothing; no link or token is copied', () => {
    const invited = DOMAIN_EVENT_EXAMPLES.find((e) => e.type === 'user.invited')!;
    const asCandidate = { ...invited, detail: { ...invited.detail, userType: 'CANDIDATE' } } as DomainEvent;
    const asAssessor = { ...invited, detail: { ...invited.detail, userType: 'ASSESSOR' } } as DomainEvent;
    expect(webhookEventOf(asCandidate)?.event).toBe('candidate.invited');
    expect(webhookEventOf(asAssessor)).toBeUndefined();
    expect(JSON.stringify(webhookEventOf(asCandidate)?.payload)).not.toMatch(/token|link/i);
  });

  it('a booking payload names the booking, meeting and candidate by their API ids', () => {
    const confirmed = DOMAIN_EVENT_EXAMPLES.find((e) => e.type === 'booking.confirmed')!;
    const out = webhookEventOf(confirmed)!;
    expect(out.payload).toMatchObject({
      type: 'booking.confirmed',
      timestamp: confirmed.detail.occurredAt,
      encryptedOrganisationId: confirmed.detail.organisationId,
      data: { encryptedBookingId: (confirmed.detail as { bookingId: string }).bookingId, deliveryMethod: 'ONSITE' },
    });
  });

  it('the delivery id is the same for a redelivered event and differs per event and subscription', () => {
    const [first, second] = DOMAIN_EVENT_EXAMPLES.filter((e) => e.type.startsWith('booking.'));
    const again = JSON.parse(JSON.stringify(first)) as DomainEvent;
    expect(webhookDeliveryIdOf(eventKeyOf(again), 'S1')).toBe(webhookDeliveryIdOf(eventKeyOf(first!), 'S1'));
    expect(webhookDeliveryIdOf(eventKeyOf(first!), 'S2')).not.toBe(webhookDeliveryIdOf(eventKeyOf(first!), 'S1'));
    expect(webhookDeliveryIdOf(eventKeyOf(second!), 'S1')).not.toBe(webhookDeliveryIdOf(eventKeyOf(first!), 'S1'));
    expect(webhookMessageIdOf(webhookDeliveryIdOf('k', 'S1'))).toMatch(/^msg_[0-9a-f]{40}$/);
  });
});
