import { describe, expect, it } from 'vitest';
import { alertCodeOf, idempotencyKeyOf, type BookingEvent } from './booking-notify.ts';

const detail = {
  organisationId: 'o1',
  occurredAt: '2027-03-04T22:05:00.000Z',
  bookingId: 'b1',
  meetingId: 'm1',
  projectId: 'p1',
  candidateId: 'c1',
};

describe('booking notifications: which alert, once', () => {
  it('picks the cancellation alert by who cancelled, and MISSED apart from the other completions', () => {
    const cancelled = (cancelledAs?: 'CANDIDATE' | 'ADMIN' | 'AUTOMATIC'): BookingEvent => ({
      type: 'booking.cancelled',
      detail: { ...detail, cancelledAs },
    });
    expect(alertCodeOf({ type: 'booking.confirmed', detail })).toBe('BOOKING_CONFIRMED');
    expect(alertCodeOf(cancelled('CANDIDATE'))).toBe('BOOKING_CANCELLED_BY_CANDIDATE');
    expect(alertCodeOf(cancelled('ADMIN'))).toBe('BOOKING_CANCELLED_BY_ADMIN');
    expect(alertCodeOf(cancelled('AUTOMATIC'))).toBe('BOOKING_CANCELLED_AUTOMATICALLY');
    expect(alertCodeOf({ type: 'booking.completed', detail: { ...detail, status: 'MISSED' } })).toBe('BOOKING_MISSED');
    expect(alertCodeOf({ type: 'booking.completed', detail: { ...detail, status: 'INCOMPLETE' } })).toBe('BOOKING_COMPLETED');
    expect(alertCodeOf({ type: 'booking.reminder-due', detail: { ...detail, reminderKey: 'R', hoursBefore: 24 } })).toBe('BOOKING_REMINDER');
  });

  it('keys a status change by its write and a reminder by its rule and interval, whenever the job published it', () => {
    const confirmed = idempotencyKeyOf({ type: 'booking.confirmed', detail });
    expect(idempotencyKeyOf({ type: 'booking.confirmed', detail })).toBe(confirmed);
    expect(idempotencyKeyOf({ type: 'booking.confirmed', detail: { ...detail, occurredAt: '2027-03-05T00:00:00.000Z' } })).not.toBe(confirmed);
    const reminder = (occurredAt: string, hoursBefore: number): BookingEvent => ({
      type: 'booking.reminder-due',
      detail: { ...detail, occurredAt, reminderKey: 'R', hoursBefore },
    });
    expect(idempotencyKeyOf(reminder('2027-03-04T00:00:00.000Z', 24))).toBe(idempotencyKeyOf(reminder('2027-03-04T00:05:00.000Z', 24)));
    expect(idempotencyKeyOf(reminder('2027-03-04T00:00:00.000Z', 24))).not.toBe(idempotencyKeyOf(reminder('2027-03-04T00:00:00.000Z', 2)));
  });
});
